// GET /api/admin/categories (spec admin §7): the store's categories. Category Management, Product
// Management and Product Subscriptions' Create dialog (through its route) all read them here.
import type { Category } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function getCategories(tenantId?: number, signal?: AbortSignal): Promise<Category[]> {
  return readOrFail(
    () => api.get<Category[]>(withTenant('/api/admin/categories', tenantId), { signal }),
    'Failed to fetch categories',
  );
}

export const categoriesQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueAdminKeys.categories(tenantId),
    queryFn: ({ signal }) => getCategories(tenantId, signal),
  });

/** `enabled: false` where the member's role has no `products` (ADR 0080): no call to be refused. */
export function useCategories(tenantId?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(tenantId), enabled });
}
