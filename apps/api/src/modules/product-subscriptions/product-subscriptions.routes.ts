// Product subscription calls (spec admin §7 Products; ADR 0008): the admin screen's lists, stats,
// create and convert, the pause / resume / cancel actions for the store and for the customer's
// own subscriptions, and the store's "renew now".
import {
  adminProductSchema,
  errorBodySchema,
  productSubscriptionSchema,
  productSubscriptionStatsSchema,
  renewNowResponseSchema,
  subscriptionActions,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantQuerySchema } from '../catalogue/validation.ts';
import {
  changeMySubscription,
  changeStoreSubscription,
  listMySubscriptions,
  listStoreSubscriptions,
  renewStoreSubscriptionNow,
} from './product-subscriptions.service.ts';
import {
  convertToSubscription,
  createSubscriptionProduct,
  getSubscriptionStats,
  listSubscriptionProducts,
} from './subscription-products.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['subscriptions'];
const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int()
    .positive(`${label} must be a number`);
const actionParams = z.object({
  id: positiveId('The subscription id'),
  action: z.enum(subscriptionActions, { error: 'Choose pause, resume or cancel' }),
});
const pageQuery = tenantQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/subscriptions',
    {
      schema: {
        tags,
        querystring: tenantQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errors },
      },
    },
    async (request) => listSubscriptionProducts(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags,
        description: 'Create a subscription product (JSON); the store is the acting tenant.',
        querystring: tenantQuerySchema,
        body: z.unknown(),
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createSubscriptionProduct(
        request.ctx,
        request.query.tenantId,
        request.body as never,
      );
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/api/products/:productId/convert-to-subscription',
    {
      schema: {
        tags,
        params: z.object({ productId: positiveId('The product id') }),
        querystring: tenantQuerySchema,
        body: z.unknown(),
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) =>
      convertToSubscription(
        request.ctx,
        request.query.tenantId,
        request.params.productId,
        (request.body ?? {}) as never,
      ),
  );

  app.get(
    '/api/product-subscriptions',
    {
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: z.array(productSubscriptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, limit, offset } = request.query;
      const page = await listStoreSubscriptions(request.ctx, tenantId, { limit, offset });
      reply.header('x-total-count', page.total);
      return page.items;
    },
  );

  app.get(
    '/api/product-subscriptions/stats',
    {
      schema: {
        tags,
        querystring: tenantQuerySchema,
        response: { 200: productSubscriptionStatsSchema, ...errors },
      },
    },
    async (request) => getSubscriptionStats(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/product-subscriptions/:id/renew-now',
    {
      schema: {
        tags,
        params: z.object({ id: positiveId('The subscription id') }),
        querystring: tenantQuerySchema,
        response: { 200: renewNowResponseSchema, ...errors },
      },
    },
    async (request) => renewStoreSubscriptionNow(request.ctx, request.query.tenantId, request.params.id),
  );

  app.post(
    '/api/product-subscriptions/:id/:action',
    {
      schema: {
        tags,
        params: actionParams,
        querystring: tenantQuerySchema,
        response: { 200: productSubscriptionSchema, ...errors },
      },
    },
    async (request) =>
      changeStoreSubscription(request.ctx, request.query.tenantId, request.params.id, request.params.action),
  );

  app.get(
    '/api/account/subscriptions',
    {
      schema: {
        tags,
        querystring: tenantQuerySchema,
        response: { 200: z.array(productSubscriptionSchema), ...errors },
      },
    },
    async (request) => listMySubscriptions(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/account/subscriptions/:id/:action',
    { schema: { tags, params: actionParams, response: { 200: productSubscriptionSchema, ...errors } } },
    async (request) => changeMySubscription(request.ctx, request.params.id, request.params.action),
  );
};
