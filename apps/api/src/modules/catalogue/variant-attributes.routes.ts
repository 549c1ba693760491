// GET/POST /api/admin/variants, PUT/DELETE /api/admin/variants/{id} (spec admin §7).
import { errorBodySchema, variantAttributeInputSchema, variantAttributeSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, tenantQuerySchema } from './validation.ts';
import {
  createVariantAttribute,
  deleteVariantAttribute,
  listVariantAttributes,
  updateVariantAttribute,
} from './variant-attributes.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['catalogue'];

export const variantAttributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/variants',
    {
      schema: {
        tags,
        querystring: tenantQuerySchema,
        response: { 200: z.array(variantAttributeSchema), ...errors },
      },
    },
    async (request) => listVariantAttributes(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/variants',
    {
      schema: {
        tags,
        querystring: tenantQuerySchema,
        body: variantAttributeInputSchema,
        response: { 201: variantAttributeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return reply.status(201).send(await createVariantAttribute(request.ctx, tenantId, request.body));
    },
  );

  app.put(
    '/api/admin/variants/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: tenantQuerySchema,
        body: variantAttributeInputSchema,
        response: { 200: variantAttributeSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return updateVariantAttribute(request.ctx, tenantId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/variants/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: tenantQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteVariantAttribute(request.ctx, request.query.tenantId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
