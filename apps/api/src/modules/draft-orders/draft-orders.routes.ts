// GET/POST /api/admin/draft-orders, PUT/DELETE /api/admin/draft-orders/{id},
// POST /api/admin/draft-orders/{id}/send-invoice (?tenantId for a super admin like the rest of the
// admin; staff need `orders`), and the payment link's two store-front calls.
import {
  createPaymentIntentResponseSchema,
  DRAFT_ORDERS_PERMISSION,
  draftOrderInputSchema,
  draftOrderListResponseSchema,
  draftOrderPaymentTokenSchema,
  draftOrderPaymentViewSchema,
  draftOrderSchema,
  idSchema,
  sendDraftInvoiceResponseSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { openWithCheckoutCookie } from '../checkout/create-payment-intent.service.ts';
import {
  createDraftOrder,
  deleteDraftOrder,
  listDraftOrders,
  sendDraftOrderInvoice,
  updateDraftOrder,
} from './draft-orders.service.ts';
import { getDraftOrderPayment, payDraftOrder } from './draft-payment.service.ts';

const schema = tenantAdminSchema(['draft-orders'], errorResponses(400, 401, 403, 404, 409));
const params = z.object({ id: idSchema('Draft order id') });
const config = { access: 'storeAdmin', permission: DRAFT_ORDERS_PERMISSION } as const;
const payParams = z.object({ token: draftOrderPaymentTokenSchema });

export const draftOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/draft-orders',
    {
      config,
      schema: schema({
        description:
          "The store's draft orders, newest first (at most 500), each with its status: open, invoiced, " +
          'paid (with the order it became) or expired. Staff need `orders`.',
        response: { 200: draftOrderListResponseSchema },
      }),
    },
    async (request) => listDraftOrders(request.ctx, { requestedTenantId: request.query.tenantId }),
  );

  app.post(
    '/api/admin/draft-orders',
    {
      config,
      schema: schema({
        description:
          "Creates a draft: lines of this store's products (at their price or `price`) or custom lines " +
          '(`name`, `price`), a discount and shipping in money, `expiresAt` (default 30 days). Prices are ' +
          'frozen now; no stock is taken until the invoice is paid.',
        body: draftOrderInputSchema,
        response: { 201: draftOrderSchema },
      }),
    },
    createHandler(createDraftOrder),
  );

  app.put(
    '/api/admin/draft-orders/:id',
    {
      config,
      schema: schema({
        description: "Replaces the draft (the same body as POST); a paid draft is 409, another store's 404.",
        params,
        body: draftOrderInputSchema,
        response: { 200: draftOrderSchema },
      }),
    },
    async (request) =>
      updateDraftOrder(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/draft-orders/:id',
    {
      config,
      schema: schema({
        description: 'Deletes a draft that is not paid (a paid one is 409).',
        params,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(deleteDraftOrder),
  );

  app.post(
    '/api/admin/draft-orders/:id/send-invoice',
    {
      config,
      schema: schema({
        description:
          'E-mails the customer the invoice with a new payment link (an earlier link stops working). ' +
          'A paid or expired draft is 409.',
        params,
        response: { 200: sendDraftInvoiceResponseSchema },
      }),
    },
    async (request) =>
      sendDraftOrderInvoice(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
      }),
  );

  app.get(
    '/api/draft-orders/pay/:token',
    {
      schema: {
        tags: ['draft-orders'],
        summary: "A draft order's payment page",
        description: 'What the payment link asks the customer to pay. An unknown or replaced link is 404.',
        params: payParams,
        response: { 200: draftOrderPaymentViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDraftOrderPayment(request.ctx, { token: request.params.token });
    },
  );

  app.post(
    '/api/draft-orders/pay/:token/payment-intent',
    {
      config: { rateLimit: 'payment-intents' },
      schema: {
        tags: ['draft-orders'],
        summary: "Opens the checkout's payment for a draft order",
        description:
          "The same answer as POST /api/create-payment-intent, for the draft's frozen lines and totals; the " +
          'browser then pays and calls POST /api/confirm-payment. A paid draft or an expired link is 409.',
        params: payParams,
        response: { 200: createPaymentIntentResponseSchema, ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request, reply) =>
      openWithCheckoutCookie(request.ctx, {
        cookies: request.cookies,
        reply,
        open: (shopperToken) =>
          payDraftOrder(request.ctx, {
            token: request.params.token,
            shopperToken,
            host: request.headers.host,
          }),
      }),
  );
};
