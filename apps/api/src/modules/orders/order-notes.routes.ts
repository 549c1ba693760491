// GET /api/admin/orders/{id}/timeline and POST /api/admin/orders/{id}/notes (DESIGN §9):
// the order's history newest first (with its parcels and current status), and staff notes on it.
import { idSchema, orderNoteInputSchema, orderTimelineSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { addOrderNote, getOrderTimeline } from './order-notes.service.ts';

const tags = ['orders'];
const params = z.object({ id: idSchema('Order id') });

export const orderNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/timeline',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: "An order's history, newest first, with its status and parcels",
        description:
          'Placed, paid, every status change (who, from, to; by staff or by the provider), refunds, ' +
          'fulfilments, deliveries, e-mails sent or failed, and staff notes. Append-only.',
        params,
        querystring: tenantQuerySchema,
        response: { 200: orderTimelineSchema, ...adminErrors },
      },
    },
    async (request) =>
      getOrderTimeline(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
      }),
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Add a staff note to an order',
        description: "1–2000 characters, kept for good with the author's name. Answers with the timeline.",
        params,
        querystring: tenantQuerySchema,
        body: orderNoteInputSchema,
        response: { 201: orderTimelineSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      const timeline = await addOrderNote(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: tenantId,
        note: request.body.note,
      });
      return reply.code(201).send(timeline);
    },
  );
};
