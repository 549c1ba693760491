// POST /api/admin/orders/{id}/cancel (docs/spec/admin-and-platform.md §4 order statuses).
import { adminOrderSchema, cancelOrderInputSchema, idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { cancelOrder } from './order-cancellation.service.ts';

export const orderCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/cancel',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order: refunds what was paid, restocks, e-mails the customer',
        description:
          'Refused with 409 once the order is fulfilled or already cancelled. The refunds go through ' +
          'the exactly-once refund path under keys fixed for the order, so a repeated call refunds nothing twice.',
        params: z.object({ id: idSchema('Order id') }),
        querystring: z.object({ tenantId: idSchema('Tenant id').optional() }),
        body: cancelOrderInputSchema.optional(),
        response: { 200: adminOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      cancelOrder(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
        input: request.body ?? {},
      }),
  );
};
