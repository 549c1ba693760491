// GET /api/admin/customers (+ /export as CSV) and GET /api/admin/customers/{id}
// (DESIGN §9): the store's customers, bounded and searched on the server (X-Total-Count).
import {
  adminCustomerDetailSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  customerIdSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { exportCustomersCsv, getCustomer, listCustomers } from './customers.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customers',
    {
      config: { access: 'storeAdmin', permission: 'customers' },
      schema: {
        tags,
        summary: "A page of the store's customers: everyone who bought here, grouped by e-mail",
        description:
          'Newest last order first; search matches a name or e-mail on any of their orders here ' +
          "(case-insensitive). X-Total-Count is how many customers match. Figures count this store's " +
          'orders only; total spent is paid-for orders less refunds.',
        querystring: adminCustomersQuerySchema,
        response: { 200: z.array(adminCustomerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { customers, total } = await listCustomers(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return customers;
    },
  );

  app.get(
    '/api/admin/customers/export',
    {
      config: { access: 'storeAdmin', permission: 'customers' },
      schema: {
        tags,
        summary: 'The (searched) customers as CSV',
        description:
          'UTF-8 with a header row; a cell a spreadsheet would run as a formula starts with an apostrophe.',
        querystring: adminCustomersQuerySchema.omit({ limit: true, offset: true }),
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'customers', exportCustomersCsv(request.ctx, { query: request.query })),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      config: { access: 'storeAdmin', permission: 'customers' },
      schema: {
        tags,
        summary: 'One customer: their orders in this store and the addresses they shipped to',
        description:
          'The id is the lower-cased e-mail address in base64url (as the list gives it). A customer ' +
          'who never bought from this store is 404, whatever they bought elsewhere.',
        params: z.object({ id: customerIdSchema }),
        querystring: tenantQuerySchema,
        response: { 200: adminCustomerDetailSchema, ...errors },
      },
    },
    async (request) =>
      getCustomer(request.ctx, { customerId: request.params.id, requestedTenantId: request.query.tenantId }),
  );
};
