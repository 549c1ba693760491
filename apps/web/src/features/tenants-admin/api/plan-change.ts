// GET /api/tenants/{id}/plan-quote?planId= and POST /api/tenants/{id}/plan-change (super admin,
// ADR 0097): the owner's quote for a change of the store's plan, then the change itself, made as the
// owner's would be (the amount charged to a card on file, or billed) and e-mailed to the owner.
import type { OperatorPlanChange, PlanChangeQuote } from '@storefleet/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export function useOperatorPlanQuote(tenantId: number, planId: number | null) {
  return useQuery({
    queryKey: ['tenants-admin', 'plan-quote', tenantId, planId ?? 0] as const,
    queryFn: ({ signal }) =>
      api.get<PlanChangeQuote>(`/api/tenants/${tenantId}/plan-quote?planId=${planId}`, { signal }),
    enabled: planId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { tags: [tag('tenant', tenantId), tag('billing', tenantId)] },
  });
}

export function useOperatorPlanChange() {
  return useMutation({
    mutationFn: ({ tenantId, planId }: { tenantId: number; planId: number }) =>
      api.post<OperatorPlanChange>(`/api/tenants/${tenantId}/plan-change`, { planId }),
    meta: {
      invalidates: ({ tenantId }: { tenantId: number }) => [
        tag('tenant', tenantId),
        tag('billing', tenantId),
      ],
    },
  });
}
