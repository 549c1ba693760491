// GET /api/account/subscriptions: the signed-in customer's own subscriptions (one store's with tenantId).
import type { ProductSubscription } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { productSubscriptionKeys } from './keys.ts';

export function getMySubscriptions(tenantId?: number, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<ProductSubscription[]>(withTenant('/api/account/subscriptions', tenantId), { signal }),
    'Failed to fetch subscriptions',
  );
}

export const mySubscriptionsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: productSubscriptionKeys.mine(tenantId),
    queryFn: ({ signal }) => getMySubscriptions(tenantId, signal),
  });

export const useMySubscriptions = (tenantId?: number) => useQuery(mySubscriptionsQueryOptions(tenantId));
