// PATCH /api/tenant/{id}/color-template (spec admin §7 Tenants and plans).
import { colorTemplateInputSchema, colorTemplateResultSchema, errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyColorTemplate } from './themes.service.ts';

export const colorTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/tenant/:id/color-template',
    {
      schema: {
        tags: ['themes'],
        params: z.object({ id: z.coerce.number({ error: 'Tenant id must be a number' }).int().positive() }),
        body: colorTemplateInputSchema,
        response: {
          200: colorTemplateResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => applyColorTemplate(request.ctx, request.params.id, request.body.colorTemplate),
  );
};
