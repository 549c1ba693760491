// GET /api/product-subscriptions/stats: the three cards, computed by the server over the whole store.
import type { ProductSubscriptionStats } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { productSubscriptionKeys } from './keys.ts';

export function getSubscriptionStats(tenantId?: number, signal?: AbortSignal) {
  return readOrFail(
    () =>
      api.get<ProductSubscriptionStats>(withTenant('/api/product-subscriptions/stats', tenantId), { signal }),
    'Failed to fetch subscription stats',
  );
}

export const subscriptionStatsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: productSubscriptionKeys.stats(tenantId),
    queryFn: ({ signal }) => getSubscriptionStats(tenantId, signal),
    // Its Subscription Products card counts products, which Product Management also writes.
    meta: { tags: [tag('products', adminStore(tenantId))] },
  });

export const useSubscriptionStats = (tenantId?: number) => useQuery(subscriptionStatsQueryOptions(tenantId));
