// POST /api/billing/generate-monthly (super admin): this month's bill for one store.
import type { BillingRecord, GenerateBillingInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export function generateMonthlyBilling(input: GenerateBillingInput): Promise<BillingRecord> {
  return api.post<BillingRecord>('/api/billing/generate-monthly', input);
}

export function useGenerateMonthlyBilling(
  options: { onSuccess?: (bill: BillingRecord) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMonthlyBilling,
    onSuccess: async (bill) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      options.onSuccess?.(bill);
    },
    onError: options.onError,
  });
}
