// GET /api/billing/history: the store's own bills for the Subscription Management screen.
import type { BillingHistoryEntry } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { billingKeys } from './keys.ts';

export function getBillingHistory(tenantId: number, signal?: AbortSignal): Promise<BillingHistoryEntry[]> {
  return api.get<BillingHistoryEntry[]>(`/api/billing/history?tenantId=${tenantId}`, { signal });
}

export const billingHistoryQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: billingKeys.history(tenantId),
    queryFn: ({ signal }) => getBillingHistory(tenantId, signal),
    staleTime: 0,
    meta: { tags: [tag('billing', tenantId)] },
  });

export function useBillingHistory(tenantId: number) {
  return useQuery(billingHistoryQueryOptions(tenantId));
}
