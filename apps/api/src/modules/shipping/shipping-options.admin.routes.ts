// GET/POST /api/admin/shipping-options, PUT/DELETE /api/admin/shipping-options/{id} (spec admin §7).
import { adminShippingOptionSchema, errorBodySchema, shippingOptionInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShippingOption,
  deleteShippingOption,
  listAdminShippingOptions,
  updateShippingOption,
} from './shipping-options.admin.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['shipping'];
const querystring = z.object({
  tenantId: z.coerce.number({ error: 'Tenant id must be a number' }).int().positive().optional(),
});
const params = z.object({
  id: z.coerce.number({ error: 'Shipping option id must be a number' }).int().positive(),
});

export const adminShippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shipping-options',
    { schema: { tags, querystring, response: { 200: z.array(adminShippingOptionSchema), ...errors } } },
    async (request) => listAdminShippingOptions(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/shipping-options',
    {
      schema: {
        tags,
        querystring,
        body: shippingOptionInputSchema,
        response: { 201: adminShippingOptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return reply.status(201).send(await createShippingOption(request.ctx, tenantId, request.body));
    },
  );

  app.put(
    '/api/admin/shipping-options/:id',
    {
      schema: {
        tags,
        params,
        querystring,
        body: shippingOptionInputSchema,
        response: { 200: adminShippingOptionSchema, ...errors },
      },
    },
    async (request) =>
      updateShippingOption(
        request.ctx,
        request.query.tenantId ?? request.body.tenantId,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/admin/shipping-options/:id',
    { schema: { tags, params, querystring, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteShippingOption(request.ctx, request.query.tenantId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
