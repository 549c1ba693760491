// POST /api/admin/orders/{id}/payment-link (?tenantId for a super admin; staff need `orders`) and
// the link's two store-front calls, GET /api/orders/pay/{token} and POST …/payment-intent (ADR 0077).
import {
  createPaymentIntentResponseSchema,
  idSchema,
  orderPaymentLinkTokenSchema,
  orderPaymentLinkViewSchema,
  sendOrderPaymentLinkResponseSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { openWithCheckoutCookie } from '../checkout/create-payment-intent.service.ts';
import { sendOrderPaymentLink } from '../orders/order-payment-links.service.ts';
import { getOrderPaymentLink, payOrderPaymentLink } from './order-payment-links.service.ts';

const payParams = z.object({ token: orderPaymentLinkTokenSchema });

export const orderPaymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/payment-link',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'E-mails the customer a link to pay what the order still owes',
        description:
          'For an order a dearer edit or exchange left owing (its amount due): a link for exactly that ' +
          'amount, valid 14 days, e-mailed to the customer; an earlier unpaid link stops working. The ' +
          'link itself is only in the e-mail. 409 when nothing is due or the order was cancelled.',
        params: z.object({ id: idSchema('Order id') }),
        querystring: tenantQuerySchema,
        response: { 200: sendOrderPaymentLinkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendOrderPaymentLink(request.ctx, {
        orderId: request.params.id,
        requestedTenantId: request.query.tenantId,
      }),
  );

  app.get(
    '/api/orders/pay/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's payment link",
        description:
          'What the link asks the customer to pay: the order number, the amount and whether it is open, ' +
          'paid or expired. An unknown or replaced link is 404.',
        params: payParams,
        response: { 200: orderPaymentLinkViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderPaymentLink(request.ctx, { token: request.params.token });
    },
  );

  app.post(
    '/api/orders/pay/:token/payment-intent',
    {
      config: { rateLimit: 'payment-intents' },
      schema: {
        tags: ['orders'],
        summary: "Opens the checkout's payment for the amount an order owes",
        description:
          'The same answer as POST /api/create-payment-intent, for exactly the amount due; the browser ' +
          'then pays and calls POST /api/confirm-payment, which records the payment on the order once. ' +
          'A paid or expired link is 409.',
        params: payParams,
        response: { 200: createPaymentIntentResponseSchema, ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request, reply) =>
      openWithCheckoutCookie(request.ctx, {
        cookies: request.cookies,
        reply,
        open: (shopperToken) =>
          payOrderPaymentLink(request.ctx, {
            token: request.params.token,
            shopperToken,
            host: request.headers.host,
          }),
      }),
  );
};
