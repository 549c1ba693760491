// POST /api/products/{productId}/variants (new) and PUT …/variants/{id}: a variant price row
// (spec admin §7).
import type { ProductVariant } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export type ProductVariantBody = {
  productId: number;
  variantCombination: Record<string, string>;
  price: number;
  /** The "was" price in pounds; null for none. */
  compareAtPrice?: number | null;
  stock: number;
  lowStockThreshold?: number;
  sku: string;
  isActive: boolean;
};

export function saveProductVariant(
  tenantId: number | undefined,
  input: { id?: number; body: ProductVariantBody },
) {
  const base = `/api/products/${input.body.productId}/variants`;
  return input.id === undefined
    ? api.post<ProductVariant>(withTenant(base, tenantId), input.body)
    : api.put<ProductVariant>(withTenant(`${base}/${input.id}`, tenantId), input.body);
}

export function useSaveProductVariant(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: ProductVariantBody }) => saveProductVariant(tenantId, input),
    onSuccess: (row) =>
      queryClient.invalidateQueries({
        queryKey: catalogueAdminKeys.productVariants(tenantId, row.productId),
      }),
  });
}
