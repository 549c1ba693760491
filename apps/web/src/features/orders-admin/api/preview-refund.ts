// POST /api/admin/orders/{id}/refunds/preview (ADR 0068): how a refund would be made up (the
// discount's share per line, the shipping, the exact total), planned by the server's refund code.
// It writes nothing, so it invalidates nothing.
import type { CreateRefundInput, RefundPreview } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrderRef } from './get-order-refunds.ts';

export function previewRefund(order: OrderRef, body: CreateRefundInput) {
  return api.post<RefundPreview>(
    `/api/admin/orders/${order.id}/refunds/preview?tenantId=${order.tenantId}`,
    body,
  );
}

export function usePreviewRefund(order: OrderRef) {
  return useMutation({ mutationFn: (body: CreateRefundInput) => previewRefund(order, body) });
}

/** Where the store's staff download a credit note. */
export const creditNotePdfPath = (order: OrderRef, creditNoteId: number) =>
  `/api/admin/orders/${order.id}/credit-notes/${creditNoteId}/pdf?tenantId=${order.tenantId}`;
