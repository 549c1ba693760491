// POST /api/admin/orders/{id}/payment-link: e-mails the customer a link to pay what the order still
// owes (ADR 0077); the order's timeline is refreshed to show it was sent.
import type { SendOrderPaymentLinkResponse } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export type SendPaymentLinkRequest = { orderId: number; tenantId?: number };

export function sendPaymentLink({ orderId, tenantId }: SendPaymentLinkRequest) {
  const base = `/api/admin/orders/${orderId}/payment-link`;
  return api.post<SendOrderPaymentLinkResponse>(
    tenantId === undefined ? base : `${base}?tenantId=${tenantId}`,
    {},
  );
}

export function useSendPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all }),
  });
}
