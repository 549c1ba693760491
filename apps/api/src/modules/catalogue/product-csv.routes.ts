// Product CSV export and import (ADR 0029). The import takes the file itself as
// the body, `Content-Type: text/csv` (what a browser sends for a chosen File), at most 16 MB.
import {
  PRODUCT_IMPORT_MAX_BYTES,
  productExportQuerySchema,
  productImportQuerySchema,
  productImportResultSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { adminErrors, errorResponses } from '../../lib/route-schemas.ts';
import { exportProductsCsv } from './product-csv.export.ts';
import { type ImageFetcher, networkImageFetcher } from './product-csv.images.ts';
import { importProductsCsv } from './product-csv.import.ts';

const tags = ['catalogue'];

/** `imageFetcher`: how outside image URLs are checked and fetched (tests pass their own). */
export const productCsvRoutes: FastifyPluginAsyncZod<{ imageFetcher?: ImageFetcher }> = async (
  app,
  options,
) => {
  const fetchImage = options.imageFetcher ?? networkImageFetcher;
  // Only this plugin's routes read text/csv bodies, as UTF-8 text.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/admin/products/export',
    {
      schema: {
        tags,
        summary: 'The filtered products as CSV, one row per variant price row',
        querystring: productExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'products', await exportProductsCsv(request.ctx, request.query)),
  );

  app.post(
    '/api/admin/products/import',
    {
      bodyLimit: PRODUCT_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: "Imports products from CSV (the store's own or Shopify's); ?dryRun=true previews each row",
        querystring: productImportQuerySchema,
        consumes: ['text/csv'],
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type text/csv' }),
        response: { 200: productImportResultSchema, ...adminErrors, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      importProductsCsv(request.ctx, request.query.tenantId, request.body, {
        dryRun: request.query.dryRun,
        fetchImage,
      }),
  );
};
