// Product subscription calls (spec admin §7 Products; ADR 0008): the admin screen's lists, stats,
// create and convert, the pause / resume / cancel actions for the store and for the customer's
// own subscriptions, and the store's "renew now".
import {
  adminProductSchema,
  idSchema,
  productSubscriptionSchema,
  productSubscriptionStatsSchema,
  renewNowResponseSchema,
  subscriptionActions,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminErrors,
  jsonObjectBodySchema,
  tenantAdminSchema,
  tenantQuerySchema,
} from '../../lib/route-schemas.ts';
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
const subscriptionParams = z.object({ id: idSchema('The subscription id') });
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
    {
      config: { access: 'storeAdmin', permission: 'products' },
      schema: schema({ response: { 200: z.array(adminProductSchema) } }),
    },
    async (request) => listSubscriptionProducts(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/products',
    {
      config: { access: 'storeAdmin', permission: 'products' },
      schema: schema({
        description: 'Create a subscription product (JSON); the store is the acting tenant.',
        body: jsonObjectBodySchema,
        response: { 201: adminProductSchema },
      }),
    },
    async (request, reply) => {
      const product = await createSubscriptionProduct(request.ctx, {
        requestedTenantId: request.query.tenantId,
        product: request.body as never,
      });
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/api/products/:productId/convert-to-subscription',
    {
      config: { access: 'storeAdmin', permission: 'products' },
      schema: schema({
        params: z.object({ productId: idSchema('The product id') }),
        body: jsonObjectBodySchema,
        response: { 200: adminProductSchema },
      }),
    },
    async (request) =>
      convertToSubscription(request.ctx, {
        requestedTenantId: request.query.tenantId,
        productId: request.params.productId,
        subscription: request.body as never,
      }),
  );

  app.get(
    '/api/product-subscriptions',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: z.array(productSubscriptionSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { tenantId, limit, offset } = request.query;
      const page = await listStoreSubscriptions(request.ctx, { requestedTenantId: tenantId, limit, offset });
      reply.header('x-total-count', page.total);
      return page.items;
    },
  );

  app.get(
    '/api/product-subscriptions/stats',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: schema({ response: { 200: productSubscriptionStatsSchema } }),
    },
    async (request) => getSubscriptionStats(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/product-subscriptions/:id/renew-now',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: schema({ params: subscriptionParams, response: { 200: renewNowResponseSchema } }),
    },
    async (request) =>
      renewStoreSubscriptionNow(request.ctx, {
        requestedTenantId: request.query.tenantId,
        subscriptionId: request.params.id,
      }),
  );

  app.post(
    '/api/product-subscriptions/:id/:action',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: schema({ params: actionParams, response: { 200: productSubscriptionSchema } }),
    },
    async (request) =>
      changeStoreSubscription(request.ctx, {
        requestedTenantId: request.query.tenantId,
        subscriptionId: request.params.id,
        action: request.params.action,
      }),
  );

  app.get(
    '/api/account/subscriptions',
    { config: { access: 'user' }, schema: schema({ response: { 200: z.array(productSubscriptionSchema) } }) },
    async (request) => listMySubscriptions(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/account/subscriptions/:id/:action',
    {
      config: { access: 'user' },
      schema: { tags, params: actionParams, response: { 200: productSubscriptionSchema, ...adminErrors } },
    },
    async (request) =>
      changeMySubscription(request.ctx, { subscriptionId: request.params.id, action: request.params.action }),
  );
};
