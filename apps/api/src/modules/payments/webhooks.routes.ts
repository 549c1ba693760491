// POST /api/webhooks/stripe/{tenantId} and /api/webhooks/sumup/{tenantId}. An encapsulated plugin:
// its content-type parsers keep the raw bytes (Stripe signs them), without changing JSON parsing
// for any other route. The cross-origin guard already lets /api/webhooks/ through.
import { errorBodySchema, idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actAsTenant } from '../../context.ts';
import { type ApplyPayment, handleWebhook } from './webhooks.service.ts';

const params = z.object({ tenantId: idSchema('Tenant id') });
const response = { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema, 404: errorBodySchema };

export const webhookRoutes: FastifyPluginAsyncZod<{ applyPayment: ApplyPayment }> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  for (const provider of ['stripe', 'sumup'] as const) {
    app.post(
      `/api/webhooks/${provider}/:tenantId`,
      { schema: { tags: ['payments'], params, response }, config: { rateLimit: 'webhooks' } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // The path names the store: the webhook acts for it.
        actAsTenant(request.ctx, request.params.tenantId);
        return handleWebhook(request.ctx, {
          provider,
          delivery: { rawBody, headers: request.headers },
          applyPayment: options.applyPayment,
        });
      },
    );
  }
};
