// GET /api/shipping-options?tenantId=: the store's active shipping options, in the owner's order.
import type { PublicShippingOption } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { shippingKeys } from './keys.ts';

export function getShippingOptions(tenantId: number, signal?: AbortSignal): Promise<PublicShippingOption[]> {
  return readOrFail(
    () =>
      api.get<PublicShippingOption[]>(`/api/shipping-options?tenantId=${tenantId}${contentLanguageParam()}`, {
        signal,
      }),
    'Failed to fetch shipping options',
  );
}

export const shippingOptionsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: shippingKeys.publicOptions(tenantId),
    queryFn: ({ signal }) => getShippingOptions(tenantId, signal),
  });

export function useShippingOptions(tenantId: number | undefined) {
  return useQuery({ ...shippingOptionsQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}
