// Checkout calls (contract-checkout; DESIGN §9): create the intent, store the form, confirm.
import {
  checkoutDetailsInputSchema,
  confirmPaymentInputSchema,
  confirmPaymentResponseSchema,
  createPaymentIntentInputSchema,
  createPaymentIntentResponseSchema,
  errorBodySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readCheckoutCookie, setCheckoutCookie } from './checkout-cookie.ts';
import { lineErrorBody } from './checkout-errors.ts';
import { createPaymentIntent } from './create-payment-intent.service.ts';
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
      config: { rateLimit: 'payment-intents' },
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
      const intent = await createPaymentIntent(request.ctx, request.body, shopperToken);
      setCheckoutCookie(reply, request.ctx.config, shopperToken);
      return intent;
    },
  );

  app.post(
    '/api/checkout/:paymentIntentId/details',
    {
      schema: {
        tags: ['checkout'],
        params: z.object({ paymentIntentId: z.string().min(1).max(255) }),
        body: checkoutDetailsInputSchema,
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await saveCheckoutDetails(request.ctx, request.params.paymentIntentId, request.body.orderData, {
        shopperToken: readCheckoutCookie(request),
        clientSecret: request.body.clientSecret,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/confirm-payment',
    {
      schema: {
        tags: ['checkout'],
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
      const { paymentIntentId, orderData, clientSecret } = request.body;
      const { customerEmail, customerName, shippingAddress, firstName, lastName, address, city, zipCode } =
        orderData;
      return confirmShoppersPayment(
        request.ctx,
        {
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
          },
        },
        { shopperToken: readCheckoutCookie(request), clientSecret },
      );
    },
  );
};
