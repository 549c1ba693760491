// A PDF download (an order's invoice or credit note, the platform's invoice of a bill): sent as an
// attachment under its own file name and never cached, as it names a customer or a store.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A PDF document and the name it downloads under. */
export type PdfFile = { pdf: Buffer; fileName: string };

/**
 * What a PDF route's schema declares beside its tags, summary and params: it produces
 * `application/pdf`, its 200 the file (the Buffer is sent as it is, not serialized), and `errors`.
 */
export function pdfDownloadSchema<const E extends Record<number, z.ZodType>>(errors: E) {
  return {
    produces: ['application/pdf'],
    response: { 200: z.string().describe('The PDF file'), ...errors },
  };
}

export function sendPdfDownload(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}
