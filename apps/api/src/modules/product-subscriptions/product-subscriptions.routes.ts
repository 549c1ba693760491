// Product subscription calls (spec admin §7 Products; ADR 0008): the admin screen's lists, stats,
// create and convert, the pause / resume / cancel actions for the store and for the customer's
// own subscriptions, and the store's "renew now".
import {
  adminProductSchema,
  productSubscriptionSchema,
  productSubscriptionStatsSchema,
  renewNowResponseSchema,
  subscriptionActions,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema, tenantQuerySchema } from '../../plugins/admin-route-schema.ts';
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

const tags = ['subscriptions'];
const schema = tenantAdminSchema(tags, adminErrors);
const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int()
    .positive(`${label} must be a number`);
const subscriptionParams = z.object({ id: positiveId('The subscription id') });
const actionParams = subscriptionParams.extend({
  action: z.enum(subscriptionActions, { error: 'Choose pause, resume or cancel' }),
});
const pageQuery = tenantQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const productSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/subscriptions',
    { schema: schema({ response: { 200: z.array(adminProductSchema) } }) },
    async (request) => listSubscriptionProducts(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/products',
    {
      schema: schema({
        description: 'Create a subscription product (JSON); the store is the acting tenant.',
        body: z.unknown(),
        response: { 201: adminProductSchema },
      }),
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
      schema: schema({
        params: z.object({ productId: positiveId('The product id') }),
        body: z.unknown(),
        response: { 200: adminProductSchema },
      }),
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
        response: { 200: z.array(productSubscriptionSchema), ...adminErrors },
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
    { schema: schema({ response: { 200: productSubscriptionStatsSchema } }) },
    async (request) => getSubscriptionStats(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/product-subscriptions/:id/renew-now',
    { schema: schema({ params: subscriptionParams, response: { 200: renewNowResponseSchema } }) },
    async (request) => renewStoreSubscriptionNow(request.ctx, request.query.tenantId, request.params.id),
  );

  app.post(
    '/api/product-subscriptions/:id/:action',
    { schema: schema({ params: actionParams, response: { 200: productSubscriptionSchema } }) },
    async (request) =>
      changeStoreSubscription(request.ctx, request.query.tenantId, request.params.id, request.params.action),
  );

  app.get(
    '/api/account/subscriptions',
    { schema: schema({ response: { 200: z.array(productSubscriptionSchema) } }) },
    async (request) => listMySubscriptions(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/account/subscriptions/:id/:action',
    { schema: { tags, params: actionParams, response: { 200: productSubscriptionSchema, ...adminErrors } } },
    async (request) => changeMySubscription(request.ctx, request.params.id, request.params.action),
  );
};
