// PATCH /api/tenant/{id}/color-template (spec admin §7 Tenants and plans).
import {
  colorTemplateInputSchema,
  colorTemplateResultSchema,
  errorBodySchema,
  idSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyColorTemplate } from './themes.service.ts';

export const colorTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/tenant/:id/color-template',
    {
      config: { access: 'storeAdmin', permission: 'content', tenantParam: 'id' },
      schema: {
        tags: ['themes'],
        params: z.object({ id: idSchema('Tenant id') }),
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
    async (request) =>
      applyColorTemplate(request.ctx, {
        requestedTenantId: request.params.id,
        colorTemplate: request.body.colorTemplate,
      }),
  );
};
