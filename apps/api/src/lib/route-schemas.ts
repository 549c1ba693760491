// What the store admin's routes declare alike (DESIGN §4): the optional ?tenantId a super admin
// names, the error statuses they answer with, and the store a call with a body names. Whether the
// caller may act on that store stays the services' check (requireTenantAdmin).
import { errorBodySchema, idSchema } from '@storefleet/contracts';
import { z } from 'zod';

export const tenantQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
});

/**
 * A JSON object body whose fields the service validates itself (after its authorization checks):
 * `null`, arrays and other values are a 400 before the service is called.
 */
export const jsonObjectBodySchema = z.record(z.string(), z.unknown(), {
  error: 'Send the fields as a JSON object',
});

type ErrorResponses<S extends number> = { [K in S]: typeof errorBodySchema };

/** `{ 400: errorBodySchema, … }`: the error statuses a route declares beside its success. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): ErrorResponses<S[number]> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as ErrorResponses<S[number]>;
}

/** Bad input, not signed in, not this store's admin, no such row, and a conflict. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409);

type RouteSchema = { response: Record<number, z.ZodType> };

/**
 * The schema of a store admin route taking ?tenantId: `schema({ params, body, response })` adds the
 * tags, the query and the errors, so each route states only what is its own.
 */
export function tenantAdminSchema<const E extends Record<number, z.ZodType>>(tags: string[], errors: E) {
  return <S extends RouteSchema>(schema: S) => ({
    tags,
    querystring: tenantQuerySchema,
    ...schema,
    response: { ...errors, ...schema.response },
  });
}

/** The store a call with a body acts on: ?tenantId, else the body's (a super admin may name either). */
export function requestedTenantId(request: {
  query: { tenantId?: number };
  body: { tenantId?: number };
}): number | undefined {
  return request.query.tenantId ?? request.body.tenantId;
}
