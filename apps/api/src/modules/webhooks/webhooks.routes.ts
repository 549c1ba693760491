// GET/POST /api/admin/webhooks, PUT/DELETE /api/admin/webhooks/{id}, GET /api/admin/webhooks/{id}/deliveries
// and POST /api/admin/webhooks/deliveries/{id}/resend: a store's outgoing webhooks (ADR 0075), owners
// only (permission 'webhooks'; ?tenantId for a super admin like the rest of the admin).
import {
  createdWebhookEndpointSchema,
  idSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './webhooks.service.ts';

const schema = tenantAdminSchema(['webhooks'], adminErrors);
const config = { access: 'storeAdmin', permission: 'webhooks' } as const;
const endpointParams = z.object({ id: idSchema('Webhook endpoint id') });
const deliveryParams = z.object({ id: idSchema('Webhook delivery id') });

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/webhooks',
    {
      config,
      schema: schema({
        summary: "The store's webhook endpoints, newest first (owners only); never a signing secret",
        response: { 200: webhookEndpointListSchema },
      }),
    },
    async (request) => listWebhookEndpoints(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/webhooks',
    {
      config,
      schema: schema({
        summary:
          'Registers a webhook endpoint: a URL and the events it wants; the answer holds its signing ' +
          '`secret`, this once (owners only)',
        body: webhookEndpointInputSchema,
        response: { 201: createdWebhookEndpointSchema },
      }),
    },
    createHandler(createWebhookEndpoint),
  );

  app.put(
    '/api/admin/webhooks/:id',
    {
      config,
      schema: schema({
        summary: "Changes an endpoint's URL or events, or turns it off or on again (owners only)",
        params: endpointParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      }),
    },
    async (request) =>
      updateWebhookEndpoint(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/webhooks/:id',
    {
      config,
      schema: schema({
        summary: 'Deletes the endpoint and its delivery log (owners only)',
        params: endpointParams,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(deleteWebhookEndpoint),
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      config,
      schema: schema({
        summary:
          "The endpoint's delivery log, newest first: status, attempts, the last answer's code and first bytes, duration (owners only)",
        params: endpointParams,
        response: { 200: webhookDeliveryListSchema },
      }),
    },
    async (request) =>
      listWebhookDeliveries(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
      }),
  );

  app.post(
    '/api/admin/webhooks/deliveries/:id/resend',
    {
      config,
      schema: schema({
        summary: 'Sends the delivery again now, with the same event id (owners only)',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema },
      }),
    },
    async (request, reply) => {
      const delivery = await resendWebhookDelivery(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
      });
      return reply.status(202).send(delivery);
    },
  );
};
