// GET /api/tenant/{id}: the store's own record (plan, subscription status, trial dates, usage).
import type { TenantAccount } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storePlanKeys } from './keys.ts';

export function getTenantAccount(tenantId: number, signal?: AbortSignal): Promise<TenantAccount> {
  return api.get<TenantAccount>(`/api/tenant/${tenantId}`, { signal });
}

export const tenantAccountQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: storePlanKeys.account(tenantId),
    queryFn: ({ signal }) => getTenantAccount(tenantId, signal),
    staleTime: 0,
  });

export function useTenantAccount(tenantId: number) {
  return useQuery(tenantAccountQueryOptions(tenantId));
}
