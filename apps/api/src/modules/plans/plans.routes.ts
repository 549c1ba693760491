// GET /api/subscription-plans (anyone signed in), POST and PUT /api/subscription-plans (super admin).
import {
  createPlanInputSchema,
  idSchema,
  subscriptionPlanSchema,
  updatePlanInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { createPlan, listPlans, updatePlan } from './plans.service.ts';

const errors = errorResponses(400, 401, 403);
const planId = z.object({ id: idSchema('Plan id') });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription-plans',
    {
      config: { access: 'user' },
      schema: { tags: ['plans'], response: { 200: z.array(subscriptionPlanSchema), ...errors } },
    },
    async (request) => listPlans(request.ctx),
  );

  app.post(
    '/api/subscription-plans',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['plans'],
        body: createPlanInputSchema,
        response: { 201: subscriptionPlanSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createPlan(request.ctx, request.body)),
  );

  app.put(
    '/api/subscription-plans/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['plans'],
        params: planId,
        body: updatePlanInputSchema,
        response: { 200: subscriptionPlanSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => updatePlan(request.ctx, { id: request.params.id, input: request.body }),
  );
};
