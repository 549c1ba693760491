// GET /api/orders/{id}/invoice.pdf (the customer's own order) and
// GET /api/admin/orders/{id}/invoice.pdf?tenantId= (the store's staff, a super admin): the PDF invoice;
// …/credit-notes/{creditNoteId}.pdf under both: a refund's credit note, to the same callers (ADR 0068).
import { idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfDownloadSchema, sendPdfDownload } from '../../lib/pdf-download.ts';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { getAdminCreditNote, getCustomerCreditNote } from './credit-notes.service.ts';
import { getAdminInvoice, getCustomerInvoice } from './invoice.service.ts';

const params = z.object({ id: idSchema('Order id') });
const creditNoteParams = z.object({ id: idSchema('Order id'), creditNoteId: idSchema('Credit note id') });
const tags = ['orders'];
const pdf = pdfDownloadSchema(errorResponses(400, 401, 403, 404));

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      config: { access: 'user', permission: 'orders' },
      schema: {
        tags,
        summary: "The invoice of one of the signed-in customer's own orders, as a PDF",
        params,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(reply, await getCustomerInvoice(request.ctx, request.params.id)),
  );

  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: "The invoice of one of the store's orders, as a PDF",
        params,
        querystring: tenantQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await getAdminInvoice(request.ctx, {
          orderId: request.params.id,
          requestedTenantId: request.query.tenantId,
        }),
      ),
  );

  app.get(
    '/api/orders/:id/credit-notes/:creditNoteId/pdf',
    {
      config: { access: 'user', permission: 'orders' },
      schema: {
        tags,
        summary: "A credit note of one of the signed-in customer's own orders, as a PDF",
        params: creditNoteParams,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await getCustomerCreditNote(request.ctx, {
          orderId: request.params.id,
          creditNoteId: request.params.creditNoteId,
        }),
      ),
  );

  app.get(
    '/api/admin/orders/:id/credit-notes/:creditNoteId/pdf',
    {
      config: { access: 'storeAdmin', permission: 'orders' },
      schema: {
        tags,
        summary: "A credit note of one of the store's orders (a refund's), as a PDF",
        params: creditNoteParams,
        querystring: tenantQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await getAdminCreditNote(request.ctx, {
          orderId: request.params.id,
          creditNoteId: request.params.creditNoteId,
          requestedTenantId: request.query.tenantId,
        }),
      ),
  );
};
