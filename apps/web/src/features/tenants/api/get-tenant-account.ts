// GET /api/tenant/{id}: the store's own record (plan, subscription status, trial dates, usage,
// colour template, e-mail settings). Subscription, Color Templates and Email Settings all read it
// here, under one key; what changes it (plan, colour, e-mail settings) invalidates tag 'tenant:{id}'.
import type { TenantAccount } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantKeys } from './keys.ts';

export function getTenantAccount(tenantId: number, signal?: AbortSignal): Promise<TenantAccount> {
  return api.get<TenantAccount>(`/api/tenant/${tenantId}`, { signal });
}

export const tenantAccountQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantKeys.account(tenantId),
    queryFn: ({ signal }) => getTenantAccount(tenantId, signal),
    staleTime: 0,
    meta: { tags: [tag('tenant', tenantId)] },
  });

export function useTenantAccount(tenantId: number) {
  return useQuery(tenantAccountQueryOptions(tenantId));
}
