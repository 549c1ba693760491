// POST /api/subscription/upgrade {planId} and POST /api/subscription/cancel: the store owner's
// own plan (DESIGN §4 exceptions); a super admin names the store with ?tenantId.
// GET /api/subscription/change-quote?planId=: what the upgrade would charge now (ADR 0036).
import {
  idSchema,
  planChangeQuoteQuerySchema,
  planChangeQuoteSchema,
  subscriptionSummarySchema,
  upgradeSubscriptionInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors } from '../../lib/route-schemas.ts';
import { quotePlanChange } from './store-plan.quote.ts';
import { cancelSubscription, upgradeSubscription } from './store-plan.service.ts';

const tenantQuery = z.object({ tenantId: idSchema('Tenant id').optional() });

export const storePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription/change-quote',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['subscription'],
        querystring: planChangeQuoteQuerySchema,
        response: { 200: planChangeQuoteSchema, ...adminErrors },
      },
    },
    async (request) => quotePlanChange(request.ctx, request.query),
  );

  app.post(
    '/api/subscription/upgrade',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['subscription'],
        querystring: tenantQuery,
        body: upgradeSubscriptionInputSchema,
        response: { 200: subscriptionSummarySchema, ...adminErrors },
      },
    },
    async (request) =>
      upgradeSubscription(request.ctx, { planId: request.body.planId, tenantId: request.query.tenantId }),
  );

  app.post(
    '/api/subscription/cancel',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['subscription'],
        querystring: tenantQuery,
        response: { 200: subscriptionSummarySchema, ...adminErrors },
      },
    },
    async (request) => cancelSubscription(request.ctx, { tenantId: request.query.tenantId }),
  );
};
