// Checkout calls (contract-checkout; DESIGN §9): create the intent, store the form, confirm.
import {
  checkoutDetailsInputSchema,
  confirmPaymentInputSchema,
  confirmPaymentResponseSchema,
  createPaymentIntentInputSchema,
  createPaymentIntentResponseSchema,
  customerOrderSchema,
  errorBodySchema,
  idSchema,
  orderConfirmationQuerySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readCheckoutCookie, setCheckoutCookie } from './checkout-cookie.ts';
import { lineErrorBody } from './checkout-errors.ts';
import { createPaymentIntent } from './create-payment-intent.service.ts';
import { getOrderConfirmation } from './order-confirmation.service.ts';
import { confirmShoppersPayment, saveCheckoutDetails } from './shopper-checkout.service.ts';
import { newShopperToken } from './shopper-proof.ts';

/** Errors about one cart line also name the product. */
const lineErrorSchema = errorBodySchema.extend({ productId: z.number().int().optional() });

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: adds productId to line errors, and hands everything else to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    const body = lineErrorBody(error);
    if (!body) throw error;
    return reply.status(body.code === 'conflict' ? 409 : 400).send(body);
  });

  app.post(
    '/api/create-payment-intent',
    {
      // The payment intent and the checkout snapshot: nothing a store front shows.
      config: { rateLimit: 'payment-intents', storefrontUnchanged: true },
      schema: {
        tags: ['checkout'],
        body: createPaymentIntentInputSchema,
        response: {
          200: createPaymentIntentResponseSchema,
          400: lineErrorSchema,
          404: errorBodySchema,
          409: lineErrorSchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The browser keeps its checkout cookie across checkouts; a browser without one gets one.
      const shopperToken = readCheckoutCookie(request) ?? newShopperToken();
      const intent = await createPaymentIntent(request.ctx, {
        cart: request.body,
        shopperToken,
        host: request.headers.host,
      });
      setCheckoutCookie(reply, request.ctx.config, shopperToken);
      return intent;
    },
  );

  app.post(
    '/api/checkout/:paymentIntentId/details',
    {
      config: { storefrontUnchanged: true },
      schema: {
        tags: ['checkout'],
        summary: "Keep the shopper's details with the checkout",
        description:
          'Accepted only from the browser that started the checkout: it sends the HttpOnly checkout ' +
          'cookie create-payment-intent set. The client secret is no proof (ADR 0048). Without the ' +
          'right cookie: 403, and nothing is changed.',
        params: z.object({ paymentIntentId: z.string().min(1).max(255) }),
        body: checkoutDetailsInputSchema,
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await saveCheckoutDetails(request.ctx, {
        paymentIntentId: request.params.paymentIntentId,
        orderData: request.body.orderData,
        proof: { shopperToken: readCheckoutCookie(request) },
        tenantId: request.body.tenantId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/confirm-payment',
    {
      // Its answer waits for the store-front cache's sync only when its sale sold a row out or
      // made it low, or a failed capture gave stock back (ADR 0117).
      config: { storefrontUnchanged: 'unless-marked' },
      schema: {
        tags: ['checkout'],
        summary: 'Turn the paid checkout into its order',
        description:
          'Accepted only from the browser that started the checkout (its checkout cookie; the client ' +
          'secret is no proof, ADR 0048), also when it comes back from a 3-D Secure or SumUp redirect. ' +
          'Without the right cookie: 403, no order. Answered only once the payment succeeded; ' +
          '`newCustomer` is true for every guest checkout, whether or not the e-mail already had an ' +
          'account, so the answer does not tell whether someone has one.',
        body: confirmPaymentInputSchema,
        response: {
          200: confirmPaymentResponseSchema,
          400: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: lineErrorSchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { paymentIntentId, orderData } = request.body;
      const {
        customerEmail,
        customerName,
        shippingAddress,
        firstName,
        lastName,
        address,
        city,
        zipCode,
        country,
        state,
      } = orderData;
      return confirmShoppersPayment(request.ctx, {
        paymentIntentId,
        tenantId: orderData.tenantId,
        orderData: {
          customerEmail,
          customerName,
          shippingAddress,
          firstName,
          lastName,
          address,
          city,
          zipCode,
          country,
          state,
        },
        proof: { shopperToken: readCheckoutCookie(request) },
      });
    },
  );

  app.get(
    '/api/order-confirmation/:orderId',
    {
      schema: {
        tags: ['checkout'],
        summary: "The buyer's order confirmation",
        description:
          'The order as its buyer reads it on /order-confirmation: number, lines, delivery address and ' +
          'totals. `token` is the `confirmationToken` POST /api/confirm-payment answered for this order ' +
          '(signed for this store and order, ADR 0039). A wrong or missing token, or another store, is ' +
          '404: an order number alone reads nothing.',
        params: z.object({ orderId: idSchema('Order id') }),
        querystring: orderConfirmationQuerySchema,
        response: { 200: customerOrderSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderConfirmation(request.ctx, {
        orderId: request.params.orderId,
        tenantId: request.query.tenantId,
        token: request.query.token,
      });
    },
  );
};
