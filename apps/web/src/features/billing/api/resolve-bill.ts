// POST /api/billing/{id}/refund and /waive (super admin, ADR 0085): with the operator's reason.
import type { BillingRecord } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

export type BillResolution = 'refund' | 'waive';

export function useResolveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: BillResolution; reason: string }) =>
      api.post<BillingRecord>(`/api/billing/${id}/${action}`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
