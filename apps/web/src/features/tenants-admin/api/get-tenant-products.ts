// GET /api/products/{tenantId} (DESIGN §9): the store's products including drafts, for tenant detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantAdminKeys } from './keys.ts';

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

export async function getTenantProducts(tenantId: number, signal?: AbortSignal): Promise<TenantProduct[]> {
  try {
    return await api.get<TenantProduct[]>(`/api/products/${tenantId}`, { signal });
  } catch (error) {
    throw new Error('Failed to fetch products', { cause: error });
  }
}

export const tenantProductsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantAdminKeys.products(tenantId),
    queryFn: ({ signal }) => getTenantProducts(tenantId, signal),
    staleTime: 0,
  });

export function useTenantProducts(tenantId: number) {
  return useQuery(tenantProductsQueryOptions(tenantId));
}
