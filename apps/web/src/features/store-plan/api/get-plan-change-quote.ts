// GET /api/subscription/change-quote?planId=: what choosing a plan would charge now, when it
// applies and when the trial ends (ADR 0036). Read fresh each time the dialog opens; the change
// itself is priced again by the server, never from this figure.
import type { PlanChangeQuote } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export const planChangeQuoteKey = (tenantId: number, planId: number) =>
  ['store-plan', 'change-quote', tenantId, planId] as const;

export function getPlanChangeQuote(
  tenantId: number,
  planId: number,
  signal?: AbortSignal,
): Promise<PlanChangeQuote> {
  return api.get<PlanChangeQuote>(`/api/subscription/change-quote?planId=${planId}&tenantId=${tenantId}`, {
    signal,
  });
}

export function usePlanChangeQuote(tenantId: number, planId: number | null) {
  return useQuery({
    queryKey: planChangeQuoteKey(tenantId, planId ?? 0),
    queryFn: ({ signal }) => getPlanChangeQuote(tenantId, planId!, signal),
    enabled: planId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { tags: [tag('tenant', tenantId), tag('billing', tenantId)] },
  });
}
