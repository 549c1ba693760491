// POST /api/subscription/upgrade {planId} and POST /api/subscription/cancel (no body).
import type { SubscriptionSummary } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type StorePlanChange =
  | { action: 'upgrade'; tenantId: number; planId: number }
  | { action: 'cancel'; tenantId: number };

export function changeStorePlan(change: StorePlanChange): Promise<SubscriptionSummary> {
  const query = `?tenantId=${change.tenantId}`;
  return change.action === 'upgrade'
    ? api.post<SubscriptionSummary>(`/api/subscription/upgrade${query}`, { planId: change.planId })
    : api.post<SubscriptionSummary>(`/api/subscription/cancel${query}`);
}

/** Afterwards every cached read may be stale (plan, usage limits, bills), so all are refetched. */
export function useChangeStorePlan(
  options: {
    onSuccess?: (summary: SubscriptionSummary, change: StorePlanChange) => void;
    onError?: (error: Error, change: StorePlanChange) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStorePlan,
    onSuccess: async (summary, change) => {
      await queryClient.invalidateQueries();
      options.onSuccess?.(summary, change);
    },
    onError: (error, change) => options.onError?.(error, change),
  });
}
