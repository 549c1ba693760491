// GET /api/subscription-plans (anyone signed in), POST and PUT /api/subscription-plans (super admin).
import {
  createPlanInputSchema,
  errorBodySchema,
  subscriptionPlanSchema,
  updatePlanInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { superAdminOnly } from '../auth/authorize.ts';
import { createPlan, listPlans, updatePlan } from './plans.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const planId = z.object({ id: z.coerce.number({ error: 'Plan id must be a number' }).int().positive() });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription-plans',
    { schema: { tags: ['plans'], response: { 200: z.array(subscriptionPlanSchema), ...errors } } },
    async (request) => listPlans(request.ctx),
  );

  app.post(
    '/api/subscription-plans',
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['plans'],
        body: createPlanInputSchema,
        response: { 201: subscriptionPlanSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPlan(request.ctx, request.body)),
  );

  app.put(
    '/api/subscription-plans/:id',
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['plans'],
        params: planId,
        body: updatePlanInputSchema,
        response: { 200: subscriptionPlanSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => updatePlan(request.ctx, request.params.id, request.body),
  );
};
