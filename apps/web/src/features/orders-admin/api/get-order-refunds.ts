// GET /api/admin/orders/{id}/refunds: what the order's customer paid, what has gone back and what
// is left, line by line, with the refunds made. Under the admin orders' `all` key, so
// every order change refreshes it.
import type { OrderRefundSummary } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

/** An order as these calls name it; `orderNumber` (#1001…) is what a person reads. */
export type OrderRef = { id: number; tenantId: number; orderNumber?: number | null };

/** The order's own store is always named, so a super admin's all-shops view reaches it too. */
export const orderRefundsPath = (order: OrderRef) =>
  `/api/admin/orders/${order.id}/refunds?tenantId=${order.tenantId}`;

export const orderRefundsKey = (orderId: number) => [...ordersAdminKeys.all, 'refunds', orderId] as const;

export function getOrderRefunds(order: OrderRef, signal?: AbortSignal) {
  return api.get<OrderRefundSummary>(orderRefundsPath(order), { signal });
}

export const orderRefundsQueryOptions = (order: OrderRef) =>
  queryOptions({
    queryKey: orderRefundsKey(order.id),
    queryFn: ({ signal }) => getOrderRefunds(order, signal),
    staleTime: 0,
  });

export function useOrderRefunds(order: OrderRef) {
  return useQuery(orderRefundsQueryOptions(order));
}
