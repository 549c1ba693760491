// POST /api/admin/orders/{id}/fulfilments ('Mark as shipped') and POST /api/admin/orders/{id}/delivery
// ('Mark as delivered') (DESIGN §9). A super admin may name the store with ?tenantId or
// the body's tenantId, or leave it to the order; both answer with the order's timeline.
import {
  deliveryInputSchema,
  fulfilmentInputSchema,
  idSchema,
  orderTimelineSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { markOrderDelivered, shipOrder } from './order-fulfilments.service.ts';

const tags = ['orders'];
const params = z.object({ id: idSchema('Order id') });

export const orderFulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/fulfilments',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Mark an order as shipped, with carrier and tracking',
        description:
          'Only a paid, confirmed or processing order can be shipped (409 otherwise). Sets the status ' +
          '`shipped`, stores the parcel, records a `fulfilled` timeline entry and, with notifyCustomer ' +
          '(the default), e-mails the customer the tracking link. An empty trackingUrl is built from the ' +
          "carrier's tracking page when it has one. Answers with the order's timeline.",
        params,
        querystring: tenantQuerySchema,
        body: fulfilmentInputSchema,
        response: { 201: orderTimelineSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      const timeline = await shipOrder(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: tenantId,
        shipment: request.body,
      });
      return reply.code(201).send(timeline);
    },
  );

  app.post(
    '/api/admin/orders/:id/delivery',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Mark a shipped order as delivered',
        description:
          'Only a shipped order can be marked delivered (409 otherwise). Sets the status `delivered`, ' +
          'records a `delivered` timeline entry and, with notifyCustomer (the default), e-mails the ' +
          "customer. Answers with the order's timeline.",
        params,
        querystring: tenantQuerySchema,
        body: deliveryInputSchema,
        response: { 200: orderTimelineSchema, ...adminErrors },
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return markOrderDelivered(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: tenantId,
        notifyCustomer: request.body.notifyCustomer,
      });
    },
  );
};
