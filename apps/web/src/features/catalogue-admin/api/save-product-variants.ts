// The product form's Variants section, saved after the product: the planned
// creates, updates and deletes of its variant price rows through the spec's endpoints (admin §7:
// POST, PUT and DELETE /api/products/{productId}/variants…), one after another, then Variant
// Pricing's list of the product is re-read.
import type { QueryClient } from '@tanstack/react-query';
import type { VariantPlan } from '../lib/variant-combinations.ts';
import { deleteProductVariant } from './delete-product-variant.ts';
import { catalogueAdminKeys } from './keys.ts';
import { saveProductVariant } from './save-product-variant.ts';

export function hasVariantChanges(plan: VariantPlan): boolean {
  return plan.create.length + plan.update.length + plan.remove.length > 0;
}

export async function saveProductVariants(
  queryClient: QueryClient,
  tenantId: number | undefined,
  productId: number,
  plan: VariantPlan,
): Promise<void> {
  try {
    for (const id of plan.remove) await deleteProductVariant(tenantId, productId, id);
    for (const { id, body } of plan.update)
      await saveProductVariant(tenantId, { id, body: { ...body, productId } });
    for (const body of plan.create) await saveProductVariant(tenantId, { body: { ...body, productId } });
  } finally {
    await queryClient.invalidateQueries({
      queryKey: catalogueAdminKeys.productVariants(tenantId, productId),
    });
  }
}
