// POST /api/subscription-plans and PUT /api/subscription-plans/{id} (super admin).
import type { CreatePlanInput, SubscriptionPlan, UpdatePlanInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { planKeys } from './keys.ts';

export type SavePlanInput = { id?: number; values: CreatePlanInput | UpdatePlanInput };

export function savePlan({ id, values }: SavePlanInput): Promise<SubscriptionPlan> {
  return id === undefined
    ? api.post<SubscriptionPlan>('/api/subscription-plans', values)
    : api.put<SubscriptionPlan>(`/api/subscription-plans/${id}`, values);
}

export function useSavePlan(
  options: { onSuccess?: (plan: SubscriptionPlan) => void; onError?: (e: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: async (plan) => {
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      options.onSuccess?.(plan);
    },
    onError: options.onError,
  });
}
