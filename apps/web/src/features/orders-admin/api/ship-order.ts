// POST /api/admin/orders/{id}/fulfilments ('Mark as shipped', whole or chosen lines), POST
// /api/admin/orders/{id}/delivery ('Mark as delivered') and POST
// /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery (one shipment delivered). Both answer with the order's timeline, which replaces the cached one; the
// order lists and stats are refreshed for the new status.
import type { DeliveryInput, FulfilmentInput, OrderTimeline } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orderPath, orderTimelineKey } from './get-order-timeline.ts';
import { ordersAdminKeys } from './keys.ts';

type OrderRef = { id: number; tenantId: number };

export function shipOrder(order: OrderRef, body: FulfilmentInput) {
  return api.post<OrderTimeline>(orderPath(order, 'fulfilments'), body);
}

export function deliverOrder(order: OrderRef, body: DeliveryInput) {
  return api.post<OrderTimeline>(orderPath(order, 'delivery'), body);
}

export function deliverShipment(order: OrderRef, body: DeliveryInput & { fulfilmentId: number }) {
  const { fulfilmentId, ...rest } = body;
  return api.post<OrderTimeline>(orderPath(order, `fulfilments/${fulfilmentId}/delivery`), rest);
}

function useOrderChange<B>(order: OrderRef, send: (order: OrderRef, body: B) => Promise<OrderTimeline>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(order, body),
    onSuccess: (timeline) => {
      queryClient.setQueryData(orderTimelineKey(order.id), timeline);
      return queryClient.invalidateQueries({ queryKey: ordersAdminKeys.all });
    },
  });
}

export const useShipOrder = (order: OrderRef) => useOrderChange(order, shipOrder);
export const useDeliverOrder = (order: OrderRef) => useOrderChange(order, deliverOrder);
export const useDeliverShipment = (order: OrderRef) => useOrderChange(order, deliverShipment);
