// GET /api/admin/products: the store's products, drafts included, in display order. Product
// Management and Product Subscriptions' Convert Product both read it here.
import type { AdminProduct } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { catalogueAdminKeys } from './keys.ts';

export function getAdminProducts(tenantId?: number, signal?: AbortSignal): Promise<AdminProduct[]> {
  return readOrFail(
    () => api.get<AdminProduct[]>(withTenant('/api/admin/products', tenantId), { signal }),
    'Failed to fetch products',
  );
}

export const adminProductsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueAdminKeys.products(tenantId),
    queryFn: ({ signal }) => getAdminProducts(tenantId, signal),
    meta: { tags: [tag('products', adminStore(tenantId))] },
  });

/** `enabled: false` where the member's role has no `products` (ADR 0080): no call to be refused. */
export function useAdminProducts(tenantId?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminProductsQueryOptions(tenantId), enabled });
}

/**
 * GET /api/admin/products?search=: the store's products matching a search, most relevant first,
 * with the store front's matching (a small typo forgiven). Off while `search` is blank;
 * the previous answer stays while the next one loads.
 */
export function useAdminProductSearch(tenantId: number | undefined, search: string) {
  return useQuery({
    queryKey: [...catalogueAdminKeys.products(tenantId), 'search', search],
    queryFn: ({ signal }) =>
      readOrFail(
        () =>
          api.get<AdminProduct[]>(
            `${withTenant('/api/admin/products', tenantId)}${tenantId === undefined ? '?' : '&'}search=${encodeURIComponent(search)}`,
            { signal },
          ),
        'Failed to fetch products',
      ),
    meta: { tags: [tag('products', adminStore(tenantId))] },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
