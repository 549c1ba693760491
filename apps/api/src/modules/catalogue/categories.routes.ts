// GET/POST /api/admin/categories, PUT/DELETE /api/admin/categories/{id} (spec admin §7).
import { categoryInputSchema, categorySchema, errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service.ts';
import { idParamsSchema, tenantQuerySchema } from './validation.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['catalogue'];
const body = categoryInputSchema;

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      schema: { tags, querystring: tenantQuerySchema, response: { 200: z.array(categorySchema), ...errors } },
    },
    async (request) => listCategories(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/categories',
    { schema: { tags, querystring: tenantQuerySchema, body, response: { 201: categorySchema, ...errors } } },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      const category = await createCategory(request.ctx, tenantId, request.body);
      return reply.status(201).send(category);
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: tenantQuerySchema,
        body,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return updateCategory(request.ctx, tenantId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: tenantQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCategory(request.ctx, request.query.tenantId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
