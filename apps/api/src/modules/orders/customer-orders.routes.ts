// GET /api/orders: the account page's order history, and a store's orders for its members.
import { accountOrderSchema, errorBodySchema, listOrdersQuerySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOrders } from './customer-orders.service.ts';

export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      config: { access: 'user', permission: 'orders' },
      schema: {
        tags: ['orders'],
        querystring: listOrdersQuerySchema,
        response: {
          200: z.array(accountOrderSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { orders, total, capped } = await listOrders(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      // A store's list counts up to 1,000: past it the count is "at least" (ADR 0021).
      if (capped) reply.header('X-Total-Count-Capped', 'true');
      return orders;
    },
  );
};
