// GET /api/products/subscriptions: the store's products sold as subscriptions (spec admin §7).
import type { AdminProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { productSubscriptionKeys } from './keys.ts';

export function getSubscriptionProducts(tenantId?: number, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<AdminProduct[]>(withTenant('/api/products/subscriptions', tenantId), { signal }),
    'Failed to fetch products',
  );
}

export const subscriptionProductsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: productSubscriptionKeys.products(tenantId),
    queryFn: ({ signal }) => getSubscriptionProducts(tenantId, signal),
    meta: { tags: [tag('products', adminStore(tenantId))] },
  });

export const useSubscriptionProducts = (tenantId?: number) =>
  useQuery(subscriptionProductsQueryOptions(tenantId));
