// POST /api/admin/orders/{id}/edits (docs/spec/admin-and-platform.md §4 orders): lines added,
// changed or removed on a paid order not yet sent, the difference refunded or owed.
import { randomUUID } from 'node:crypto';
import {
  idempotencyKeySchema,
  idSchema,
  orderEditInputSchema,
  orderEditResultSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { editOrder } from './order-edits.service.ts';

export const orderEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/edits',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Edits a paid order before it is sent: add lines, change quantities, remove lines',
        description:
          'Quantity 0 removes a line; at least one line must remain. Stock is taken for what is added ' +
          'and given back for what is taken off (409 naming the product when there is not enough, and ' +
          'nothing written). A lower total is refunded through the refund path, once per ' +
          'Idempotency-Key (a repeated request answers with the first edit, applied: false); a higher ' +
          'one becomes the order’s amount due. `preview: true` writes nothing. Refused with 409 once ' +
          'the order is sent, cancelled, refunded or returned.',
        params: z.object({ id: idSchema('Order id') }),
        querystring: tenantQuerySchema,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: orderEditInputSchema,
        response: { 200: orderEditResultSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      editOrder(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
        idempotencyKey: request.headers['idempotency-key'] ?? randomUUID(),
        input: request.body,
      }),
  );
};
