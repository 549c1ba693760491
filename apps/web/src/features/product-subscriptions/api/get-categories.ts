// GET /api/admin/categories: the names the Create Subscription Product dialog offers.
import type { Category } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys, readOrFail, withTenant } from './keys.ts';

export function getCategories(tenantId?: number, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<Category[]>(withTenant('/api/admin/categories', tenantId), { signal }),
    'Failed to fetch categories',
  );
}

export const useCategories = (tenantId?: number, enabled = true) =>
  useQuery({
    queryKey: productSubscriptionKeys.categories(tenantId),
    queryFn: ({ signal }) => getCategories(tenantId, signal),
    enabled,
  });
