// GET /api/admin/products?search=: the store's products an order edit may add, for the picker.
// Off while the search is blank; the previous answer stays while the next one loads.
import type { AdminProduct } from '@storefleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export function useOrderProductSearch(tenantId: number, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: [...ordersAdminKeys.all, 'product-search', tenantId, term] as const,
    queryFn: ({ signal }) =>
      api.get<AdminProduct[]>(
        `/api/admin/products?tenantId=${tenantId}&search=${encodeURIComponent(term)}&status=live&limit=8`,
        { signal },
      ),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
