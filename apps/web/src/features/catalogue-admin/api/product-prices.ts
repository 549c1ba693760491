// GET and PUT /api/admin/products/{id}/prices (docs/decisions/0105): a product's prices set
// explicitly in the store's other currencies. The product form saves them after the product.
import type { ProductPrice, ProductPrices } from '@storefleet/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function useProductPrices(tenantId: number | undefined, productId: number | null) {
  return useQuery({
    queryKey: catalogueAdminKeys.productPrices(tenantId, productId ?? 0),
    queryFn: ({ signal }) =>
      readOrFail(
        () =>
          api.get<ProductPrices>(withTenant(`/api/admin/products/${productId}/prices`, tenantId), { signal }),
        "Failed to fetch the product's prices in other currencies",
      ),
    enabled: productId !== null,
  });
}

export async function saveProductPrices(
  queryClient: QueryClient,
  tenantId: number | undefined,
  productId: number,
  prices: Pick<ProductPrice, 'currency' | 'price' | 'variantId'>[],
): Promise<void> {
  try {
    await api.put<ProductPrices>(withTenant(`/api/admin/products/${productId}/prices`, tenantId), { prices });
  } finally {
    await queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.productPrices(tenantId, productId) });
  }
}
