// PUT /api/billing/{id}/mark-paid (super admin): records the payment method and notes.
import type { BillingRecord, MarkPaidInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export function markBillingPaid({
  id,
  values,
}: {
  id: number;
  values: MarkPaidInput;
}): Promise<BillingRecord> {
  return api.put<BillingRecord>(`/api/billing/${id}/mark-paid`, values);
}

export function useMarkBillingPaid(
  options: { onSuccess?: (bill: BillingRecord) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBillingPaid,
    onSuccess: async (bill) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      options.onSuccess?.(bill);
    },
    onError: options.onError,
  });
}
