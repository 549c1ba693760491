// Billing calls (spec admin §7 Billing; DESIGN §4): GET /api/billing, /api/billing/stats and
// /api/billing/history for the super admin or a store owner (their own store, read-only);
// GET /api/billing/overdue, GET /api/billing/generate-monthly/proposal (the month prorated by plan,
// ADR 0097), POST /api/billing/generate-monthly, PUT /api/billing/{id}/mark-paid for the super admin only.
import {
  billingHistoryEntrySchema,
  billingListQuerySchema,
  billingRecordSchema,
  billingStatsSchema,
  generateBillingInputSchema,
  idSchema,
  markPaidInputSchema,
  monthlyBillProposalQuerySchema,
  monthlyBillProposalSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfDownloadSchema, sendPdfDownload } from '../../lib/pdf-download.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import {
  generateMonthlyBilling,
  getBillingHistory,
  getBillingStats,
  listBilling,
  listOverdueBilling,
  markBillingPaid,
} from './billing.service.ts';
import { proposeMonthlyBill } from './monthly-proposal.service.ts';
import { getPlatformCreditNotePdf, getPlatformInvoicePdf } from './platform-invoices.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const pdf = pdfDownloadSchema(errors);

const tenantQuery = z.object({ tenantId: idSchema('Tenant id').optional() });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['billing'],
        querystring: billingListQuerySchema,
        response: { 200: z.array(billingRecordSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listBilling(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/api/billing/stats',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['billing'],
        querystring: tenantQuery,
        response: { 200: billingStatsSchema, ...errors },
      },
    },
    async (request) => getBillingStats(request.ctx, request.query.tenantId),
  );

  app.get(
    '/api/billing/overdue',
    {
      config: { access: 'superAdmin' },
      schema: { tags: ['billing'], response: { 200: z.array(billingRecordSchema), ...errors } },
    },
    async (request) => listOverdueBilling(request.ctx),
  );

  app.get(
    '/api/billing/history',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['billing'],
        querystring: tenantQuery,
        response: { 200: z.array(billingHistoryEntrySchema), ...errors },
      },
    },
    async (request) => getBillingHistory(request.ctx, request.query.tenantId),
  );

  app.get(
    '/api/billing/generate-monthly/proposal',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        summary: "This month's bill for a store, each plan in force billing its part of the month",
        querystring: monthlyBillProposalQuerySchema,
        response: { 200: monthlyBillProposalSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => (await proposeMonthlyBill(request.ctx, { tenantId: request.query.tenantId })).proposal,
  );

  app.post(
    '/api/billing/generate-monthly',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        body: generateBillingInputSchema,
        response: { 201: billingRecordSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await generateMonthlyBilling(request.ctx, request.body)),
  );

  app.put(
    '/api/billing/:id/mark-paid',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['billing'],
        params: z.object({ id: idSchema('Billing id') }),
        body: markPaidInputSchema,
        response: { 200: billingRecordSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => markBillingPaid(request.ctx, { id: request.params.id, ...request.body }),
  );

  // The platform's invoice of a paid bill and a refunded bill's credit notes (ADR 0086): the owner
  // of the bill's store or the super admin; another store's bill is "not found".
  app.get(
    '/api/billing/:id/invoice.pdf',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['billing'],
        params: z.object({ id: idSchema('Billing id') }),
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(reply, await getPlatformInvoicePdf(request.ctx, request.params.id)),
  );

  app.get(
    '/api/billing/:id/credit-notes/:creditNoteId/pdf',
    {
      config: { access: 'storeAdmin', permission: 'billing' },
      schema: {
        tags: ['billing'],
        params: z.object({ id: idSchema('Billing id'), creditNoteId: idSchema('Credit note id') }),
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await getPlatformCreditNotePdf(request.ctx, {
          billId: request.params.id,
          creditNoteId: request.params.creditNoteId,
        }),
      ),
  );
};
