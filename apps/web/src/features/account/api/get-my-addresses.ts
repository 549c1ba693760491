// GET /api/account/addresses?tenantId=: the signed-in customer's saved addresses in one store, the
// default first. Read by the account's Addresses section and by the checkout (pre-filled form).
import type { CustomerAddress } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function getMyAddresses(tenantId: number, signal?: AbortSignal): Promise<CustomerAddress[]> {
  return api.get<CustomerAddress[]>(`/api/account/addresses?tenantId=${tenantId}`, { signal });
}

export const myAddressesQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: accountKeys.myAddresses(tenantId),
    queryFn: ({ signal }) => getMyAddresses(tenantId, signal),
    staleTime: 0,
  });

export function useMyAddresses(tenantId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myAddressesQueryOptions(tenantId ?? 0), enabled: enabled && tenantId !== undefined });
}
