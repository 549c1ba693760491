// GET /api/admin/returns?orderId=: the order's returns for its dialog (state, lines, refund). Under
// the admin orders' `all` key, so every order change refreshes it.
import type { AdminReturnList } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrderRef } from './get-order-refunds.ts';
import { ordersAdminKeys } from './keys.ts';

export function useOrderReturnsOfOrder(order: OrderRef) {
  return useQuery({
    queryKey: [...ordersAdminKeys.all, 'returns', order.id] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReturnList>(`/api/admin/returns?tenantId=${order.tenantId}&orderId=${order.id}`, {
        signal,
      }),
    staleTime: 0,
  });
}
