// GET /api/admin/orders (+ .csv), PUT /api/admin/orders/{id}/status, GET /api/orders/stats and
// PUT /api/orders/{id}/status (spec admin §7 Orders; DESIGN §5 bounded lists).

import {
  adminOrderSchema,
  adminOrdersQuerySchema,
  idSchema,
  orderStatsQuerySchema,
  orderStatsSchema,
  orderStatusInputSchema,
  storeOrderStatusInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import {
  exportAdminOrdersCsv,
  getOrderStats,
  listAdminOrders,
  setAdminOrderStatus,
} from './admin-orders.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['orders'];
const params = z.object({ id: idSchema('Order id') });
const tenantQuery = z.object({ tenantId: adminOrdersQuerySchema.shape.tenantId });

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: "A page of a store's orders, or every shop's for a super admin naming no store",
        description:
          'Newest first. X-Total-Count is how many orders match, counted up to 1,000; past that it is ' +
          '1000 and X-Total-Count-Capped: true says "at least" (the pages go on: a short page is the last).',
        querystring: adminOrdersQuerySchema,
        response: { 200: z.array(adminOrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { orders, total, capped } = await listAdminOrders(request.ctx, request.query);
      // Past the cap the count is a lower bound: "at least X-Total-Count" (ADR 0021).
      reply.header('X-Total-Count', String(total));
      if (capped) reply.header('X-Total-Count-Capped', 'true');
      return orders;
    },
  );

  app.get(
    '/api/admin/orders.csv',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: 'The filtered orders as CSV',
        querystring: adminOrdersQuerySchema.omit({ limit: true, offset: true }),
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'orders', exportAdminOrdersCsv(request.ctx, request.query)),
  );

  // Order Management may set any status; Store Orders only those it offers (spec admin §4).
  const statusRoutes = [
    ['/api/admin/orders/:id/status', orderStatusInputSchema],
    ['/api/orders/:id/status', storeOrderStatusInputSchema],
  ] as const;
  for (const [url, body] of statusRoutes) {
    app.put(
      url,
      {
        config: { access: 'storeAdmin', permission: 'orders' },
        schema: {
          tags,
          params,
          querystring: tenantQuery,
          body,
          response: { 200: adminOrderSchema, ...errors },
        },
      },
      async (request) =>
        setAdminOrderStatus(request.ctx, {
          orderId: request.params.id,
          requestedTenantId: request.query.tenantId,
          status: request.body.status,
          reason: request.body.reason,
          confirmBackward: request.body.confirmBackward,
        }),
    );
  }

  app.get(
    '/api/orders/stats',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: { tags, querystring: orderStatsQuerySchema, response: { 200: orderStatsSchema, ...errors } },
    },
    async (request) => getOrderStats(request.ctx, request.query.tenantId),
  );
};
