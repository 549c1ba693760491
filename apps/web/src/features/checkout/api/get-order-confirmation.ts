// GET /api/order-confirmation/{orderId}: the buyer's own order, read with the token confirm-payment
// gave this browser (ADR 0039). 404 when the token does not fit the order.
import type { CustomerOrder } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function useOrderConfirmation(order: { orderId: number; tenantId: number; token: string } | null) {
  return useQuery({
    queryKey: ['order-confirmation', order?.orderId, order?.tenantId],
    enabled: order !== null,
    queryFn: ({ signal }) => {
      const { orderId, tenantId, token } = order!;
      const query = new URLSearchParams({ tenantId: String(tenantId), token });
      return api.get<CustomerOrder>(`/api/order-confirmation/${orderId}?${query}`, { signal });
    },
  });
}
