// The store's card on file with the platform (ADR 0084): GET, PUT and DELETE
// /api/billing/payment-method and POST /api/billing/payment-method/setup (Stripe Elements), for the
// store's owner (the `billing` permission, ADR 0080; ?tenantId for a super admin like the rest of the
// admin).
import { billingAccountSchema, cardSetupSchema, saveCardInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, errorResponses, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createCardSetup, getBillingAccount, removeCard, saveCard } from './card-on-file.service.ts';

const schema = tenantAdminSchema(['billing'], adminErrors);
const config = { access: 'storeAdmin', permission: 'billing' } as const;

export const cardOnFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/payment-method',
    {
      config,
      schema: schema({
        summary:
          'How the store pays the platform: the card on file (masked), what is owed, the next charge, a charge past due and the billing timeline',
        response: { 200: billingAccountSchema },
      }),
    },
    async (request) => getBillingAccount(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/billing/payment-method/setup',
    {
      config,
      schema: schema({
        summary: "Starts saving a card on the platform's Stripe account: the SetupIntent for Stripe Elements",
        response: { 200: cardSetupSchema, ...errorResponses(502) },
      }),
    },
    async (request) => createCardSetup(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/billing/payment-method',
    {
      config,
      schema: schema({
        summary:
          'Saves or replaces the card bills are charged to (a confirmed SetupIntent, or a sandbox test card); unpaid bills are retried at once',
        body: saveCardInputSchema,
        response: { 200: billingAccountSchema, ...errorResponses(402, 502) },
      }),
    },
    async (request) => saveCard(request.ctx, { ...request.body, tenantId: request.query.tenantId }),
  );

  app.delete(
    '/api/billing/payment-method',
    {
      config,
      schema: schema({
        summary: 'Removes the card on file: bills are e-mailed until a card is added',
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await removeCard(request.ctx, { tenantId: request.query.tenantId });
      return reply.status(204).send(null);
    },
  );
};
