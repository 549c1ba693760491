// GET /api/products/{tenantId} (DESIGN §9): the store's products including drafts, for tenant detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { tenantsAdminKeys } from './keys.ts';

/** The fields tenant detail shows; the spec's reader takes stock from quantityInStock or inStock. */
export type TenantProduct = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  image: string | null;
  inStock: number | boolean | null;
  quantityInStock?: number | null;
};

export function getTenantProducts(tenantId: number, signal?: AbortSignal): Promise<TenantProduct[]> {
  return readOrFail(
    () => api.get<TenantProduct[]>(`/api/products/${tenantId}`, { signal }),
    'Failed to fetch products',
  );
}

export const tenantProductsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantsAdminKeys.products(tenantId),
    queryFn: ({ signal }) => getTenantProducts(tenantId, signal),
    staleTime: 0,
  });

export function useTenantProducts(tenantId: number) {
  return useQuery(tenantProductsQueryOptions(tenantId));
}
