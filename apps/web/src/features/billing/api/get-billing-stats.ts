// GET /api/billing/stats: Total Revenue, Pending Revenue, Active Stores, Overdue.
import type { BillingStats } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { billingKeys } from './keys.ts';

export function getBillingStats(signal?: AbortSignal): Promise<BillingStats> {
  return api.get<BillingStats>('/api/billing/stats', { signal });
}

export const billingStatsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.stats(),
    queryFn: ({ signal }) => getBillingStats(signal),
    staleTime: 0,
    meta: { tags: [tag('billing')] },
  });

export function useBillingStats() {
  return useQuery(billingStatsQueryOptions());
}
