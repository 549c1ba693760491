// An order's payment link on the store front (ADR 0077): GET /api/orders/pay/{token} (what it asks)
// and POST …/payment-intent (opens the store's checkout payment for exactly the amount due).
import type { CreatePaymentIntentResponse, OrderPaymentLinkView } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const orderPaymentKeys = {
  all: ['order-payment'] as const,
  link: (token: string) => [...orderPaymentKeys.all, token] as const,
};

const path = (token: string) => `/api/orders/pay/${encodeURIComponent(token)}`;

export const orderPaymentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderPaymentKeys.link(token),
    queryFn: ({ signal }) => api.get<OrderPaymentLinkView>(path(token), { signal }),
    retry: false,
  });

export function useOrderPayment(token: string) {
  return useQuery(orderPaymentQueryOptions(token));
}

export function startOrderPayment(token: string) {
  return api.post<CreatePaymentIntentResponse>(`${path(token)}/payment-intent`, {});
}
