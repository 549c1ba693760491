// POST /api/admin/orders/{id}/notes: a staff note on the order's timeline.
import type { OrderTimeline } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orderPath, orderTimelineKey } from './get-order-timeline.ts';

type OrderRef = { id: number; tenantId: number };

export function addOrderNote(order: OrderRef, note: string) {
  return api.post<OrderTimeline>(orderPath(order, 'notes'), { note });
}

export function useAddOrderNote(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addOrderNote(order, note),
    onSuccess: (timeline) => queryClient.setQueryData(orderTimelineKey(order.id), timeline),
  });
}
