// POST /api/subscription/upgrade {planId} and POST /api/subscription/cancel (no body).
import type { SubscriptionSummary } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type SubscriptionChange =
  | { action: 'upgrade'; tenantId: number; planId: number }
  | { action: 'cancel'; tenantId: number };

export function changeSubscription(change: SubscriptionChange): Promise<SubscriptionSummary> {
  const query = `?tenantId=${change.tenantId}`;
  return change.action === 'upgrade'
    ? api.post<SubscriptionSummary>(`/api/subscription/upgrade${query}`, { planId: change.planId })
    : api.post<SubscriptionSummary>(`/api/subscription/cancel${query}`);
}

/** Afterwards every cached read may be stale (plan, usage limits, bills), so all are refetched. */
export function useChangeSubscription(
  options: {
    onSuccess?: (summary: SubscriptionSummary, change: SubscriptionChange) => void;
    onError?: (error: Error, change: SubscriptionChange) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (summary, change) => {
      await queryClient.invalidateQueries();
      options.onSuccess?.(summary, change);
    },
    onError: (error, change) => options.onError?.(error, change),
  });
}
