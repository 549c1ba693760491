// GET /api/shipping-options?tenantId=: the store's active shipping options, in the owner's order.
import type { PublicShippingOption } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { shippingKeys } from './keys.ts';

export async function getShippingOptions(
  tenantId: number,
  signal?: AbortSignal,
): Promise<PublicShippingOption[]> {
  try {
    return await api.get<PublicShippingOption[]>(`/api/shipping-options?tenantId=${tenantId}`, { signal });
  } catch (error) {
    throw new Error('Failed to fetch shipping options', { cause: error });
  }
}

export const shippingOptionsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: shippingKeys.publicOptions(tenantId),
    queryFn: ({ signal }) => getShippingOptions(tenantId, signal),
  });

export function useShippingOptions(tenantId: number | undefined) {
  return useQuery({ ...shippingOptionsQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}
