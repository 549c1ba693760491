// POST /api/admin/orders/{id}/refunds with an Idempotency-Key (ADR 0024): the dialog makes one key
// per refund it confirms, so a repeated request refunds once. The answer replaces the cached
// summary; the lists, stats and timeline are refreshed for the new status.
import type { CreateRefundInput, CreateRefundResult } from '@storefleet/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { type OrderRef, orderRefundsKey, orderRefundsPath } from './get-order-refunds.ts';
import { ordersAdminKeys } from './keys.ts';

export type RefundRequest = { body: CreateRefundInput; idempotencyKey: string };

export function refundOrder(order: OrderRef, { body, idempotencyKey }: RefundRequest) {
  return api.post<CreateRefundResult>(orderRefundsPath(order), body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** A fresh key: random, 128 bits or more. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `refund-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function useRefundOrder(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequest) => refundOrder(order, request),
    onSuccess: (result) => {
      queryClient.setQueryData(orderRefundsKey(order.id), result.summary);
      return queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all });
    },
  });
}
