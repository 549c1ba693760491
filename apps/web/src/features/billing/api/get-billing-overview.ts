// GET /api/super-admin/billing/overview (super admin): MRR, stores by billing state, revenue and
// churn by month, failed payments, stores per plan (ADR 0085).
import type { BillingOverview } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { billingKeys } from './keys.ts';

export function getBillingOverview(signal?: AbortSignal): Promise<BillingOverview> {
  return api.get<BillingOverview>('/api/super-admin/billing/overview?months=6', { signal });
}

export const billingOverviewQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => getBillingOverview(signal),
    staleTime: 0,
    meta: { tags: [tag('billing')] },
  });

export function useBillingOverview() {
  return useQuery(billingOverviewQueryOptions());
}
