// The operator's side of platform billing (ADR 0085), super admin only:
// GET /api/super-admin/billing/overview, GET /api/super-admin/tenants/{id}/billing-timeline,
// POST /api/billing/{id}/refund and POST /api/billing/{id}/waive.
import {
  billingOverviewQuerySchema,
  billingOverviewSchema,
  billingRecordSchema,
  billResolutionInputSchema,
  idSchema,
  operatorTimelineSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import {
  getBillingOverview,
  getOperatorTimeline,
  refundBill,
  waiveBill,
} from './billing-overview.service.ts';

const billParams = z.object({ id: idSchema('Billing id') });

export const billingOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/super-admin/billing/overview',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary:
          'The revenue view: MRR, stores by billing state, revenue and churn by month, failed payments',
        description:
          'Across every store (ADR 0085). Money is decimal strings, one amount per currency. months: how many ' +
          'calendar months (UTC) the monthly lists cover, 1 to 24, default 12.',
        querystring: billingOverviewQuerySchema,
        response: { 200: billingOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getBillingOverview(request.ctx, request.query),
  );

  app.get(
    '/api/super-admin/tenants/:id/billing-timeline',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: "A store's billing timeline: bills raised, charges, failures, holds, refunds and waivers",
        params: z.object({ id: idSchema('Tenant id') }),
        response: { 200: operatorTimelineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getOperatorTimeline(request.ctx, { id: request.params.id }),
  );

  app.post(
    '/api/billing/:id/refund',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: 'Refunds a bill paid by card, in full, through the platform’s payment provider',
        params: billParams,
        body: billResolutionInputSchema,
        response: { 200: billingRecordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refundBill(request.ctx, { id: request.params.id, reason: request.body.reason }),
  );

  app.post(
    '/api/billing/:id/waive',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: 'Waives an unpaid or past-due bill: never charged, dunning stops, a held store is restored',
        params: billParams,
        body: billResolutionInputSchema,
        response: { 200: billingRecordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => waiveBill(request.ctx, { id: request.params.id, reason: request.body.reason }),
  );
};
