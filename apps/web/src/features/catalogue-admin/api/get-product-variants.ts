// GET /api/products/{productId}/variants (spec admin §7): one product's variant price rows.
import type { ProductVariant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function getProductVariants(tenantId: number | undefined, productId: number, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<ProductVariant[]>(withTenant(`/api/products/${productId}/variants`, tenantId), { signal }),
    'Failed to fetch variants',
  );
}

export const productVariantsQueryOptions = (tenantId: number | undefined, productId: number) =>
  queryOptions({
    queryKey: catalogueAdminKeys.productVariants(tenantId, productId),
    queryFn: ({ signal }) => getProductVariants(tenantId, productId, signal),
  });

export function useProductVariants(tenantId: number | undefined, productId: number | null) {
  return useQuery({ ...productVariantsQueryOptions(tenantId, productId ?? 0), enabled: productId !== null });
}
