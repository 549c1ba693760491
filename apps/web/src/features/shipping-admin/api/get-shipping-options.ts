// GET /api/admin/shipping-options (spec admin §7): the store's shipping options, inactive included.
import type { AdminShippingOption } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { shippingAdminKeys } from './keys.ts';

export function getShippingOptions(tenantId?: number, signal?: AbortSignal) {
  return readOrFail(
    () =>
      api.get<AdminShippingOption[]>(withTenant('/api/admin/shipping-options', tenantId), {
        signal,
      }),
    'Failed to fetch shipping options',
  );
}

export const shippingOptionsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: shippingAdminKeys.list(tenantId),
    queryFn: ({ signal }) => getShippingOptions(tenantId, signal),
  });

export function useShippingOptions(tenantId?: number) {
  return useQuery(shippingOptionsQueryOptions(tenantId));
}
