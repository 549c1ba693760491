// GET/POST /api/admin/discounts, PUT/DELETE /api/admin/discounts/{id} (?tenantId
// for a super admin like the rest of the admin). Staff need the products permission (ADR 0032).
import {
  DISCOUNTS_PERMISSION,
  discountInputSchema,
  discountListQuerySchema,
  discountListResponseSchema,
  discountSchema,
  idSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  requestedTenantId,
  tenantAdminSchema,
  tenantQuerySchema,
} from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { createDiscount, deleteDiscount, listAdminDiscounts, updateDiscount } from './discounts.service.ts';

const schema = tenantAdminSchema(['discounts'], errorResponses(400, 401, 403, 404, 409));
const body = discountInputSchema;
const params = z.object({ id: idSchema('Discount id') });
const config = { access: 'storeAdmin', permission: DISCOUNTS_PERMISSION } as const;

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/discounts',
    {
      config,
      schema: schema({
        description:
          "The store's discount codes (at most 1000), `search` matching the code in any case, `status` one of " +
          'active, scheduled, expired, disabled, used_up (computed with the server clock). Staff need `products`.',
        querystring: tenantQuerySchema.extend(discountListQuerySchema.shape),
        response: { 200: discountListResponseSchema },
      }),
    },
    async (request) =>
      listAdminDiscounts(request.ctx, { ...request.query, requestedTenantId: request.query.tenantId }),
  );

  app.post(
    '/api/admin/discounts',
    {
      config,
      schema: schema({
        description:
          'Creates a code: unique per store ignoring case (409 "A discount with this code already exists"). ' +
          '`value`: a whole per cent 1–100 (percentage), money (fixed_amount), ignored (free_shipping).',
        body,
        response: { 201: discountSchema },
      }),
    },
    createHandler(createDiscount),
  );

  app.put(
    '/api/admin/discounts/:id',
    {
      config,
      schema: schema({
        description: "Replaces a code's fields (the same body as POST); another store's id is 404.",
        params,
        body,
        response: { 200: discountSchema },
      }),
    },
    async (request) =>
      updateDiscount(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/discounts/:id',
    {
      config,
      schema: schema({
        description:
          "Deletes a code; orders keep the code and amount they recorded. Another store's id is 404.",
        params,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(deleteDiscount),
  );
};
