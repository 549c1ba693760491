// Admin product calls (spec admin §7 Products; DESIGN §9 GET /api/products/{tenantId}). Create and
// update are multipart (fields + optional `image` file); the rest is JSON.
import {
  adminProductListQuerySchema,
  adminProductSchema,
  bodyTenantIdSchema,
  idSchema,
  PRODUCT_LIST_MAX,
  productDraftInputSchema,
  reorderProductsInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminErrors,
  errorResponses,
  requestedTenantId,
  tenantAdminSchema,
} from '../../lib/route-schemas.ts';
import { idParamsSchema } from '../../lib/validation.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { createProduct, updateProduct } from './product-save.service.ts';
import {
  deleteProduct,
  type LiveSubscriptionCount,
  listAdminProducts,
  listStoreProducts,
  reorderProducts,
  setProductDraft,
} from './products.service.ts';

const tags = ['catalogue'];
const schema = tenantAdminSchema(tags, adminErrors);
/** Create and update read a multipart form with an optional image. */
const formSchema = tenantAdminSchema(tags, { ...adminErrors, ...errorResponses(413, 415) });
const consumes = ['multipart/form-data'];
/** What the multipart form carries beyond the spec's fields (the OpenAPI description shows it). */
const formDescription =
  'Multipart fields as the spec lists them (name, description, price, category, inStock, sizes as JSON ' +
  'text, …) and the image: `image` as a file or the URL of one of the store’s images, or `images`, the ' +
  'gallery as JSON text `[{"url", "alt"}]` in order (at most 12, alt text up to 250 characters, each ' +
  'URL one of the store’s uploads; the first becomes `image`). Images a save drops are deleted when ' +
  'no other product of the store shows them.';

export const productRoutes: FastifyPluginAsyncZod<{ liveSubscriptions: LiveSubscriptionCount }> = async (
  app,
  options,
) => {
  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: z.array(adminProductSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const page = await listAdminProducts(request.ctx, request.query);
      reply.header('x-total-count', page.total);
      return page.items;
    },
  );

  app.get(
    '/api/products/:tenantId',
    {
      config: { access: 'storeAdmin', tenantParam: 'tenantId' },
      schema: {
        tags,
        params: z.object({ tenantId: idSchema('Tenant id') }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX).default(PRODUCT_LIST_MAX),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.array(adminProductSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const page = await listStoreProducts(request.ctx, {
        requestedTenantId: request.params.tenantId,
        ...request.query,
      });
      reply.header('x-total-count', page.total);
      return page.items;
    },
  );

  app.post(
    '/api/admin/products',
    { schema: formSchema({ consumes, description: formDescription, response: { 201: adminProductSchema } }) },
    async (request, reply) => {
      const readForm = () => readMultipartForm(request);
      const product = await createProduct(request.ctx, {
        requestedTenantId: request.query.tenantId,
        readForm,
      });
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/api/admin/products/reorder',
    {
      schema: schema({
        body: reorderProductsInputSchema.extend({ tenantId: bodyTenantIdSchema }),
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await reorderProducts(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        productIds: request.body.productIds,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: formSchema({
        consumes,
        description: formDescription,
        params: idParamsSchema,
        response: { 200: adminProductSchema },
      }),
    },
    async (request) =>
      updateProduct(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
        readForm: () => readMultipartForm(request),
      }),
  );

  app.patch(
    '/api/admin/products/:id/draft',
    {
      schema: schema({
        params: idParamsSchema,
        body: productDraftInputSchema,
        response: { 200: adminProductSchema },
      }),
    },
    async (request) =>
      setProductDraft(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
        isDraft: request.body.isDraft,
      }),
  );

  app.delete(
    '/api/admin/products/:id',
    { schema: schema({ params: idParamsSchema, response: { 204: z.null() } }) },
    async (request, reply) => {
      await deleteProduct(request.ctx, {
        requestedTenantId: request.query.tenantId,
        id: request.params.id,
        liveSubscriptions: options.liveSubscriptions,
      });
      return reply.status(204).send(null);
    },
  );
};
