// GET /api/orders: the account page's order history (and a store's orders for its members), each
// order with its returns and whether another may be asked (the returns module stands above orders,
// so this module puts them together). GET /api/account/order-refunds?orderIds=…: the refunds made
// on the signed-in customer's own orders, which the account's order history shows beside each order.
import {
  accountOrderSchema,
  customerRefundSchema,
  customerRefundsQuerySchema,
  errorBodySchema,
  listOrdersQuerySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOrders } from '../orders/customer-orders.service.ts';
import { listCustomerOrderRefunds } from '../refunds/customer-order-refunds.service.ts';
import { readReturnsOfOrders } from '../returns/returns-of-orders.service.ts';

export const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { orders, total, capped, db } = await listOrders(request.ctx, request.query);
      // Each order's returns in a fixed number of statements, whatever the page holds.
      const returns = await readReturnsOfOrders({ db }, { orders });
      reply.header('X-Total-Count', String(total));
      // A store's list counts up to 1,000: past it the count is "at least" (ADR 0021).
      if (capped) reply.header('X-Total-Count-Capped', 'true');
      return orders.map((order) => ({ ...order, ...returns.get(order.id)! }));
    },
  );

  app.get(
    '/api/account/order-refunds',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: "The refunds made on the signed-in customer's own orders among those named",
        querystring: customerRefundsQuerySchema,
        response: { 200: z.array(customerRefundSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listCustomerOrderRefunds(request.ctx, request.query.orderIds),
  );
};
