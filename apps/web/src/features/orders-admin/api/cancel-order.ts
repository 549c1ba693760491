// POST /api/admin/orders/{id}/cancel: refunds what was paid, restocks and e-mails the customer; the
// lists, stats, refund summary and timeline are refreshed for the cancelled order.
import type { AdminOrder } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export type CancelRequest = { orderId: number; tenantId?: number; reason?: string };

export function cancelOrder({ orderId, tenantId, reason }: CancelRequest): Promise<AdminOrder> {
  const base = `/api/admin/orders/${orderId}/cancel`;
  return api.post<AdminOrder>(tenantId === undefined ? base : `${base}?tenantId=${tenantId}`, {
    ...(reason ? { reason } : {}),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all }),
  });
}
