// What weight-rated shipping can and cannot weigh (docs/decisions/0102): the store's products
// without a weight matter only once an active option is priced by weight.
import type { ShippingWeights } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { countProductsWithoutWeight } from '../catalogue/products.service.ts';
import { hasWeightRates } from './shipping-zones.admin.queries.ts';

export async function getShippingWeights(ctx: Ctx, requestedTenantId?: number): Promise<ShippingWeights> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  const weightRated = await hasWeightRates(ctx.db, acting);
  const productsWithoutWeight = await countProductsWithoutWeight({ ...ctx, tenantId: acting });
  return { weightRated, productsWithoutWeight };
}
