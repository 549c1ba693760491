// GET/POST /api/account/addresses, PUT/DELETE /api/account/addresses/{id}: the signed-in customer's
// address book in the store the call names (?tenantId, else the current store), contracts addresses.ts.
import {
  addressBookQuerySchema,
  addressIdParamsSchema,
  customerAddressInputSchema,
  customerAddressSchema,
  errorBodySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMyAddress, deleteMyAddress, listMyAddresses, updateMyAddress } from './addresses.service.ts';

const tags = ['account'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/addresses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in customer's saved addresses in this store, the default first",
        querystring: addressBookQuerySchema,
        response: { 200: z.array(customerAddressSchema), ...errors },
      },
    },
    async (request) =>
      listMyAddresses(request.ctx, { requestedTenantId: request.query.tenantId, host: request.headers.host }),
  );

  app.post(
    '/api/account/addresses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save an address (the first becomes the default; at most 20 per store, else 409)',
        querystring: addressBookQuerySchema,
        body: customerAddressInputSchema,
        response: { 201: customerAddressSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const address = await addMyAddress(request.ctx, {
        requestedTenantId: request.query.tenantId,
        host: request.headers.host,
        input: request.body,
      });
      return reply.status(201).send(address);
    },
  );

  app.put(
    '/api/account/addresses/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Edit a saved address; isDefault: true makes it the default',
        params: addressIdParamsSchema,
        querystring: addressBookQuerySchema,
        body: customerAddressInputSchema,
        response: { 200: customerAddressSchema, ...errors },
      },
    },
    async (request) =>
      updateMyAddress(request.ctx, {
        requestedTenantId: request.query.tenantId,
        host: request.headers.host,
        addressId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/account/addresses/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete a saved address; when it was the default, the newest remaining one becomes it',
        params: addressIdParamsSchema,
        querystring: addressBookQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyAddress(request.ctx, {
        requestedTenantId: request.query.tenantId,
        host: request.headers.host,
        addressId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
