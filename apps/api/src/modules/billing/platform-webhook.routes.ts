// POST /api/webhooks/platform-stripe (ADR 0084): Stripe's events for the platform's own account,
// signed with PLATFORM_STRIPE_WEBHOOK_SECRET. A succeeded payment of a bill settles it (once: the
// job's own record of the same charge changes nothing after it). An encapsulated plugin: its
// content-type parser keeps the raw bytes Stripe signs.
import { errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handlePlatformWebhook } from './platform-webhook.service.ts';

const response = { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema };

export const platformWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/webhooks/platform-stripe',
    {
      schema: {
        tags: ['billing'],
        summary:
          "Stripe's events for the platform's own account: a paid bill is settled (signature verified)",
        response,
      },
      config: { rateLimit: 'webhooks' },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handlePlatformWebhook(request.ctx, { delivery: { rawBody, headers: request.headers } });
    },
  );
};
