// POST /api/subscription/upgrade {planId} and POST /api/subscription/cancel (no body).
import type { SubscriptionSummary } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export type StorePlanChange =
  | { action: 'upgrade'; tenantId: number; planId: number }
  | { action: 'cancel'; tenantId: number };

export function changeStorePlan(change: StorePlanChange): Promise<SubscriptionSummary> {
  const query = `?tenantId=${change.tenantId}`;
  return change.action === 'upgrade'
    ? api.post<SubscriptionSummary>(`/api/subscription/upgrade${query}`, { planId: change.planId })
    : api.post<SubscriptionSummary>(`/api/subscription/cancel${query}`);
}

/** A plan change alters the store's record (plan, status, usage limits) and its bills, so those reads refresh. */
export function useChangeStorePlan(
  options: {
    onSuccess?: (summary: SubscriptionSummary, change: StorePlanChange) => void;
    onError?: (error: Error, change: StorePlanChange) => void;
  } = {},
) {
  return useMutation({
    mutationFn: changeStorePlan,
    meta: {
      invalidates: (change: StorePlanChange) => [
        tag('tenant', change.tenantId),
        tag('billing', change.tenantId),
      ],
    },
    onSuccess: (summary, change) => options.onSuccess?.(summary, change),
    onError: (error, change) => options.onError?.(error, change),
  });
}
