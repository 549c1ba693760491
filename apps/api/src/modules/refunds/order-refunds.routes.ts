// POST /api/admin/orders/{id}/refunds (a refund, once per Idempotency-Key) and
// GET /api/admin/orders/{id}/refunds (what the refund dialog shows) and
// POST /api/admin/orders/{id}/refunds/preview (what a refund would give back, nothing written). ADR 0024.
import {
  createRefundInputSchema,
  createRefundResultSchema,
  idempotencyKeySchema,
  idSchema,
  orderRefundSummarySchema,
  refundPreviewSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { createOrderRefund, getOrderRefundSummary, previewOrderRefund } from './order-refunds.service.ts';

const tags = ['orders'];
const params = z.object({ id: idSchema('Order id') });

export const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/refunds',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: "An order's refunds and what can still be refunded",
        params,
        querystring: tenantQuerySchema,
        response: { 200: orderRefundSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getOrderRefundSummary(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
      }),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Refund lines and/or an amount through the provider that took the payment',
        description:
          'Send a fresh Idempotency-Key per refund: a request repeated with the same key (a double ' +
          'click, a retry) answers with the first refund (200) instead of making another (201). ' +
          'Never more than is left: 409 with a readable message. A provider that refuses answers 502 ' +
          'with its reason, and the order is left as it was. ADR 0024.',
        params,
        querystring: tenantQuerySchema,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: createRefundInputSchema,
        response: {
          200: createRefundResultSchema,
          201: createRefundResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const { result, created } = await createOrderRefund(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      });
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds/preview',
    {
      // Same caller and permission as the refund; it writes nothing, so it is not an audited write.
      config: { access: 'storeAdmin', permission: 'orders', writesNothing: true },
      schema: {
        tags,
        summary: 'How a refund would be made up and exactly what it would give back, without making it',
        description:
          "The refund's body; the answer shares the order's discount over the chosen lines and adds " +
          'the shipping if chosen, planned by the same code as the refund, so the amount it answers is ' +
          'the amount a refund with the same body makes (ADR 0068). Nothing is written.',
        params,
        querystring: tenantQuerySchema,
        body: createRefundInputSchema,
        response: { 200: refundPreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      previewOrderRefund(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
        input: request.body,
      }),
  );
};
