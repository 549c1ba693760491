// GET /api/product-subscriptions/stats: the three cards, computed by the server over the whole store.
import type { ProductSubscriptionStats } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys, readOrFail, withTenant } from './keys.ts';

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
  });

export const useSubscriptionStats = (tenantId?: number) => useQuery(subscriptionStatsQueryOptions(tenantId));
