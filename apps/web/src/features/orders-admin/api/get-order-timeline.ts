// GET /api/admin/orders/{id}/timeline: the order's current status, parcels and history, newest
// first. Kept under the admin orders' `all` key, so every order change refreshes it.
import type { OrderTimeline } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

/** The order's own store is always named, so a super admin's all-shops view reaches it too. */
export const orderPath = (order: { id: number; tenantId: number }, tail: string) =>
  `/api/admin/orders/${order.id}/${tail}?tenantId=${order.tenantId}`;

export const orderTimelineKey = (orderId: number) => [...ordersAdminKeys.all, 'timeline', orderId] as const;

export function getOrderTimeline(order: { id: number; tenantId: number }, signal?: AbortSignal) {
  return api.get<OrderTimeline>(orderPath(order, 'timeline'), { signal });
}

export const orderTimelineQueryOptions = (order: { id: number; tenantId: number }) =>
  queryOptions({
    queryKey: orderTimelineKey(order.id),
    queryFn: ({ signal }) => getOrderTimeline(order, signal),
    staleTime: 0,
  });

export function useOrderTimeline(order: { id: number; tenantId: number }) {
  return useQuery(orderTimelineQueryOptions(order));
}
