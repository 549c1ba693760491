// PUT /api/admin/orders/{id}/status (any status) and PUT /api/orders/{id}/status (Store Orders'
// settable statuses). Either marks the order as manually overridden; a move backwards carries its
// reason and confirmation (order-lifecycle in contracts).
import type { AdminOrder } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export type StatusChange = {
  source: 'admin' | 'store';
  orderId: number;
  tenantId?: number;
  status: string;
  reason?: string;
  confirmBackward?: boolean;
};

export function updateOrderStatus({
  source,
  orderId,
  tenantId,
  status,
  reason,
  confirmBackward,
}: StatusChange): Promise<AdminOrder> {
  const base = source === 'admin' ? `/api/admin/orders/${orderId}/status` : `/api/orders/${orderId}/status`;
  const url = tenantId === undefined ? base : `${base}?tenantId=${tenantId}`;
  return api.put<AdminOrder>(url, { status, ...(reason ? { reason, confirmBackward } : {}) });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all }),
  });
}
