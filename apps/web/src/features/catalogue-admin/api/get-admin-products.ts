// GET /api/admin/products: the store's products, drafts included, in display order.
import type { AdminProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, readOrFail, withTenant } from './keys.ts';

export function getAdminProducts(tenantId?: number, signal?: AbortSignal): Promise<AdminProduct[]> {
  return readOrFail(
    () => api.get<AdminProduct[]>(withTenant('/api/admin/products', tenantId), { signal }),
    'Failed to fetch products',
  );
}

export const adminProductsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueKeys.products(tenantId),
    queryFn: ({ signal }) => getAdminProducts(tenantId, signal),
  });

export function useAdminProducts(tenantId?: number) {
  return useQuery(adminProductsQueryOptions(tenantId));
}
