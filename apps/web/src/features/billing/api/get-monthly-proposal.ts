// GET /api/billing/generate-monthly/proposal?tenantId= (super admin): this month's bill for a store,
// each plan in force billing its part of the month (ADR 0097). Read fresh each time a store is chosen.
import type { MonthlyBillProposal } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { billingKeys } from './keys.ts';

export function useMonthlyProposal(tenantId: number | null) {
  return useQuery({
    queryKey: billingKeys.proposal(tenantId ?? 0),
    queryFn: ({ signal }) =>
      api.get<MonthlyBillProposal>(`/api/billing/generate-monthly/proposal?tenantId=${tenantId}`, { signal }),
    enabled: tenantId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { tags: [tag('billing'), tag('tenant', tenantId ?? undefined)] },
  });
}
