// GET /api/product-subscriptions: the store's customer subscriptions (spec admin §7).
import type { ProductSubscription } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { productSubscriptionKeys } from './keys.ts';

/** The screen shows the newest 500; the count above the list says when there are more. */
export const CUSTOMER_SUBSCRIPTIONS_PAGE = 500;

export function getProductSubscriptions(tenantId?: number, signal?: AbortSignal) {
  const path = withTenant(`/api/product-subscriptions?limit=${CUSTOMER_SUBSCRIPTIONS_PAGE}`, tenantId);
  return readOrFail(() => api.get<ProductSubscription[]>(path, { signal }), 'Failed to fetch subscriptions');
}

export const productSubscriptionsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: productSubscriptionKeys.customers(tenantId),
    queryFn: ({ signal }) => getProductSubscriptions(tenantId, signal),
  });

export const useProductSubscriptions = (tenantId?: number) =>
  useQuery(productSubscriptionsQueryOptions(tenantId));
