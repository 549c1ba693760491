// POST /api/admin/orders/{id}/edits: `preview` works out the new totals and the difference with
// nothing written; saving sends one Idempotency-Key per confirmed edit, so a repeated request edits
// and refunds once. A saved edit refreshes every order read (lists, stats, refunds, timeline).
import { IDEMPOTENCY_KEY_HEADER, type OrderEditInput, type OrderEditResult } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrderRef } from './get-order-refunds.ts';
import { ordersAdminKeys } from './keys.ts';

export type OrderEditRequest = { body: OrderEditInput; idempotencyKey?: string };

export function editOrder(order: OrderRef, { body, idempotencyKey }: OrderEditRequest) {
  return api.post<OrderEditResult>(
    `/api/admin/orders/${order.id}/edits?tenantId=${order.tenantId}`,
    body,
    idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : undefined,
  );
}

/** Nothing is written, so nothing is refreshed. */
export function usePreviewOrderEdit(order: OrderRef) {
  return useMutation({
    mutationFn: (body: OrderEditInput) => editOrder(order, { body: { ...body, preview: true } }),
  });
}

export function useEditOrder(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderEditRequest) => editOrder(order, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all }),
  });
}
