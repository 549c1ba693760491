// POST /api/subscription/upgrade {planId} and POST /api/subscription/cancel: the store owner's
// own plan (DESIGN §4 exceptions); a super admin names the store with ?tenantId.
// GET /api/subscription/change-quote?planId=: what the upgrade would charge now (ADR 0036).
// GET /api/tenants/{id}/plan-quote and POST /api/tenants/{id}/plan-change: the same quote and change
// made by the platform operator from Tenant Management (super admin only, ADR 0097).
import {
  idSchema,
  operatorPlanChangeInputSchema,
  operatorPlanChangeSchema,
  operatorPlanQuoteQuerySchema,
  planChangeQuoteQuerySchema,
  planChangeQuoteSchema,
  subscriptionSummarySchema,
  upgradeSubscriptionInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors } from '../../lib/route-schemas.ts';
import { changePlanAsOperator, quoteOperatorPlanChange } from './store-plan.operator.ts';
import { quotePlanChange } from './store-plan.quote.ts';
import { cancelSubscription, upgradeSubscription } from './store-plan.service.ts';

const tenantQuery = z.object({ tenantId: idSchema('Tenant id').optional() });
const storeParams = z.object({ id: idSchema('Tenant id') });

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

  app.get(
    '/api/tenants/:id/plan-quote',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['platform'],
        summary: "What changing a store's plan would do: the owner's quote, for the operator",
        params: storeParams,
        querystring: operatorPlanQuoteQuerySchema,
        response: { 200: planChangeQuoteSchema, ...adminErrors },
      },
    },
    async (request) =>
      quoteOperatorPlanChange(request.ctx, { tenantId: request.params.id, planId: request.query.planId }),
  );

  app.post(
    '/api/tenants/:id/plan-change',
    {
      config: { access: 'superAdmin', tenantParam: 'id' },
      schema: {
        tags: ['platform'],
        summary: "Changes a store's plan as its owner's change would, and e-mails the owner",
        params: storeParams,
        body: operatorPlanChangeInputSchema,
        response: { 200: operatorPlanChangeSchema, ...adminErrors },
      },
    },
    async (request) =>
      changePlanAsOperator(request.ctx, { tenantId: request.params.id, planId: request.body.planId }),
  );
};
