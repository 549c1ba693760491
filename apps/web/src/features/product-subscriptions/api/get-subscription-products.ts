// GET /api/products/subscriptions: the store's products sold as subscriptions (spec admin §7).
import type { AdminProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys, readOrFail, withTenant } from './keys.ts';

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
  });

export const useSubscriptionProducts = (tenantId?: number) =>
  useQuery(subscriptionProductsQueryOptions(tenantId));
