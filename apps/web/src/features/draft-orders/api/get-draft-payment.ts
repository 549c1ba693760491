// GET /api/draft-orders/pay/{token}: what a draft order's payment link asks the customer to pay.
import type { DraftOrderPaymentView } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const draftPaymentKeys = {
  all: ['draft-payment'] as const,
  link: (token: string) => [...draftPaymentKeys.all, token] as const,
};

export function getDraftPayment(token: string, signal?: AbortSignal) {
  return api.get<DraftOrderPaymentView>(`/api/draft-orders/pay/${encodeURIComponent(token)}`, { signal });
}

export const draftPaymentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: draftPaymentKeys.link(token),
    queryFn: ({ signal }) => getDraftPayment(token, signal),
    retry: false,
  });

export function useDraftPayment(token: string) {
  return useQuery(draftPaymentQueryOptions(token));
}
