// POST /api/upload-image and POST /api/upload/image (multipart field `image` → {imageUrl}); and
// GET /uploads/<key>, which serves stored images so that they can never run as a page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { readUpload, uploadImage } from './uploads.service.ts';

const uploadSchema = {
  tags: ['uploads'],
  consumes: ['multipart/form-data'],
  querystring: tenantQuerySchema,
  response: { 200: z.object({ imageUrl: z.string() }), ...errorResponses(400, 401, 403, 409, 413, 415) },
};

/** Stored names never change content, so browsers and CDNs may keep them for a year. */
const SERVE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Public product images: other sites (a store's own domain, e-mail clients) may show them.
  'cross-origin-resource-policy': 'cross-origin',
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/upload-image', '/api/upload/image']) {
    // Both paths would make the same operationId (ADR 0076): the hyphenated one names its own.
    const operationId = url === '/api/upload-image' ? 'postUploadImageHyphenated' : undefined;
    app.post(
      url,
      { schema: { ...uploadSchema, operationId }, config: { rateLimit: 'uploads' } },
      async (request) =>
        uploadImage(request.ctx, {
          requestedTenantId: request.query.tenantId,
          readForm: () => readMultipartForm(request),
        }),
    );
  }
};

/** Public: stored images are what store fronts show. Registered outside the admin scope. */
export const uploadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:key',
    { schema: { hide: true, params: z.object({ key: z.string().max(100) }) } },
    async (request, reply) => {
      const stored = await readUpload(request.ctx, request.params.key);
      if (!stored) throw new NotFoundError('Image not found');
      reply.headers({ ...SERVE_HEADERS, 'content-type': stored.contentType });
      if (stored.contentLength !== undefined) reply.header('content-length', stored.contentLength);
      return reply.send(stored.body);
    },
  );
};
