// POST /api/admin/orders/{id}/fulfilments ('Mark as shipped') and POST /api/admin/orders/{id}/delivery
// ('Mark as delivered') (DESIGN §9), and POST /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery
// (one parcel delivered; ADR 0026). A super admin may name the store with ?tenantId or
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
import { markFulfilmentArrived, markOrderDelivered } from './order-deliveries.service.ts';
import { shipOrder } from './order-fulfilments.service.ts';

const tags = ['orders'];
const params = z.object({ id: idSchema('Order id') });
const parcelParams = z.object({ id: idSchema('Order id'), fulfilmentId: idSchema('Shipment id') });

export const orderFulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/fulfilments',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Ship an order, or chosen lines of it, with carrier and tracking',
        description:
          'Only a paid, confirmed or processing order can be shipped (409 otherwise). Without `lines` ' +
          'everything not yet shipped goes and the status becomes `shipped` (fulfillmentStatus ' +
          '`fulfilled`); with `lines` ([{orderItemId, quantity}]) only those go, and while anything ' +
          'remains the status is `processing` (fulfillmentStatus `partially_fulfilled`). A line of ' +
          'another order is refused (400), more than remains of a line is refused (409). Stores the ' +
          'parcel and its lines, records a `fulfilled` timeline entry and, with notifyCustomer (the ' +
          'default), e-mails the customer the tracking link and what is in the parcel. An empty ' +
          "trackingUrl is built from the carrier's tracking page when it has one. Answers with the " +
          "order's timeline.",
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

  app.post(
    '/api/admin/orders/:id/fulfilments/:fulfilmentId/delivery',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'Mark one shipment of an order as delivered',
        description:
          'Sets the shipment delivered (409 when it already is, 404 when the order has no such ' +
          'shipment) and records a `delivered` timeline entry. When every shipment has arrived and ' +
          'nothing remains to ship, the order becomes `delivered` too and, with notifyCustomer (the ' +
          "default), the customer is e-mailed. Answers with the order's timeline.",
        params: parcelParams,
        querystring: tenantQuerySchema,
        body: deliveryInputSchema,
        response: { 200: orderTimelineSchema, ...adminErrors },
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return markFulfilmentArrived(request.ctx, {
        orderId: request.params.id,
        fulfilmentId: request.params.fulfilmentId,
        requestedTenantId: tenantId,
        notifyCustomer: request.body.notifyCustomer,
      });
    },
  );
};
