// Shared pieces of the catalogue routes: the admin route schema, the id parameter, and validation of
// input that is not a JSON body (multipart fields) with the contracts' messages.
import { idSchema } from '@storefleet/contracts';
import { z } from 'zod';
import { BadRequestError } from './errors.ts';
import { adminErrors, tenantAdminSchema } from './route-schemas.ts';

/** A catalogue admin route: acting store in ?tenantId, the catalogue tag, the admin error bodies. */
export const adminSchema = tenantAdminSchema(['catalogue'], adminErrors);

export const idParamsSchema = z.object({ id: idSchema() });

/** Parses with a contracts schema; the first field message becomes the 400's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
