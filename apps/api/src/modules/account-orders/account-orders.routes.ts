// GET /api/account/order-refunds?orderIds=…: the refunds made on the signed-in customer's own orders,
// which the account's order history shows beside each order (the refunds module stands above
// orders, so the order list itself cannot carry them).
import { customerRefundSchema, customerRefundsQuerySchema, errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCustomerOrderRefunds } from '../refunds/customer-order-refunds.service.ts';

export const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
