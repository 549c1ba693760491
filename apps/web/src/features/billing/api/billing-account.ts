// The store's card on file with the platform and what it owes (ADR 0084): GET, PUT and DELETE
// /api/billing/payment-method, and POST …/setup for Stripe Elements.
import type { BillingAccount, CardSetup, SaveCardInput } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { billingKeys } from './keys.ts';

const url = (tenantId: number) => `/api/billing/payment-method?tenantId=${tenantId}`;

export const billingAccountQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: billingKeys.account(tenantId),
    queryFn: ({ signal }) => api.get<BillingAccount>(url(tenantId), { signal }),
    staleTime: 30_000,
  });

export function useBillingAccount(tenantId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingAccountQueryOptions(tenantId), enabled: options.enabled ?? true });
}

export function createCardSetup(tenantId: number): Promise<CardSetup> {
  return api.post<CardSetup>(`/api/billing/payment-method/setup?tenantId=${tenantId}`, {});
}

/** Saving a card may pay a bill, change the plan and lift a hold: everything is read again. */
export function useSaveCard(
  tenantId: number,
  options: { onSuccess?: (account: BillingAccount) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCardInput) => api.put<BillingAccount>(url(tenantId), input),
    onSuccess: async (account) => {
      queryClient.setQueryData(billingKeys.account(tenantId), account);
      await queryClient.invalidateQueries();
      options.onSuccess?.(account);
    },
  });
}

export function useRemoveCard(
  tenantId: number,
  options: { onSuccess?: () => void; onError?: (e: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(url(tenantId)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
