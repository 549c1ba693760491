// Returns and exchanges: the customer's GET/POST /api/orders/{id}/returns and the store's
// GET /api/admin/returns and POST /api/admin/returns/{id}/approve|decline|receive|refund
// (permission 'orders', ?tenantId for a super admin like the rest of the admin).
import {
  adminReturnListSchema,
  adminReturnsQuerySchema,
  createReturnInputSchema,
  declineReturnInputSchema,
  idSchema,
  orderReturnOptionsSchema,
  orderReturnSchema,
  receiveReturnInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { approveReturn, declineReturn, listStoreReturns, receiveReturn } from './returns.service.ts';
import { getReturnOptions, requestReturn } from './returns-request.service.ts';
import { refundReturn } from './returns-settle.service.ts';

const tags = ['returns'];
const orderParams = z.object({ id: idSchema('Order id') });
const returnParams = z.object({ id: idSchema('Return id') });
const staff = { access: 'storeAdmin', permission: 'orders' } as const;

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The customer's return form for their own order: what may go back, until when, and the returns so far",
        params: orderParams,
        response: { 200: orderReturnOptionsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getReturnOptions(request.ctx, request.params.id),
  );

  app.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'The customer asks to return lines of their own order, optionally exchanging them for other variants',
        description:
          "Only the signed-in customer's own order (else 404), only items that were sent, no more than " +
          "were bought less those already being returned (400), within the store's return window (409).",
        params: orderParams,
        body: createReturnInputSchema,
        response: { 201: orderReturnSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestReturn(request.ctx, { orderId: request.params.id, input: request.body })),
  );

  app.get(
    '/api/admin/returns',
    {
      config: staff,
      schema: {
        tags,
        summary: "The store's returns, newest first (at most 200), optionally in one status or of one order",
        querystring: adminReturnsQuerySchema,
        response: { 200: adminReturnListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listStoreReturns(request.ctx, {
        requestedTenantId: request.query.tenantId,
        status: request.query.status,
        orderId: request.query.orderId,
      }),
  );

  app.post(
    '/api/admin/returns/:id/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approves a requested return; the customer is e-mailed how to send the items back',
        params: returnParams,
        querystring: tenantQuerySchema,
        response: { 200: orderReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveReturn(request.ctx, { returnId: request.params.id, requestedTenantId: request.query.tenantId }),
  );

  app.post(
    '/api/admin/returns/:id/decline',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Declines a requested return with a reason the customer is e-mailed',
        params: returnParams,
        querystring: tenantQuerySchema,
        body: declineReturnInputSchema,
        response: { 200: orderReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      declineReturn(request.ctx, {
        returnId: request.params.id,
        requestedTenantId: request.query.tenantId,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/api/admin/returns/:id/receive',
    {
      config: staff,
      schema: {
        tags,
        summary: "Marks an approved return's items received, restocking the lines named",
        description:
          "The order's goods move to partially_returned, or returned once every item bought is back. " +
          'A second receive is refused (409).',
        params: returnParams,
        querystring: tenantQuerySchema,
        body: receiveReturnInputSchema.nullish(),
        response: { 200: orderReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      receiveReturn(request.ctx, {
        returnId: request.params.id,
        requestedTenantId: request.query.tenantId,
        restockOrderItemIds: request.body?.restockOrderItemIds ?? [],
      }),
  );

  app.post(
    '/api/admin/returns/:id/refund',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Refunds a received return through the refund path, exactly once',
        description:
          'The returned lines (their share of any discount as the refund plans it), plus a cheaper ' +
          "exchange's difference; a dearer exchange's difference is recorded as due from the customer, " +
          'collected by the store. A second refund is refused (409); the refund runs under a key fixed ' +
          'for the return, so a repeat never pays twice (ADR 0024).',
        params: returnParams,
        querystring: tenantQuerySchema,
        response: { 200: orderReturnSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      refundReturn(request.ctx, { returnId: request.params.id, requestedTenantId: request.query.tenantId }),
  );
};
