// The query every public store-front read accepts (DESIGN §4): an optional numeric store id. Without
// it the server resolves the store from the Host domain, the signed-in member's store, else tenant 1.
import { z } from 'zod';
import { idSchema } from './fields.ts';

const tenantIdMessage = 'Tenant id must be a number';

export const storefrontQuerySchema = z.object({
  /** `?tenantId=` with no value counts as not given. */
  tenantId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    idSchema('Tenant id', tenantIdMessage).optional(),
  ),
});
export type StorefrontQuery = z.infer<typeof storefrontQuerySchema>;
