// GET /api/orders/{id}/returns (the return form's options: what may go back, the exchanges offered,
// the store's policy), asked for only when the form opens, and POST /api/orders/{id}/returns (the
// customer asks); asking reads the order list again, which carries each order's returns.
import type { CreateReturnInput, OrderReturn, OrderReturnOptions } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function useOrderReturns(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.orderReturns(orderId),
    queryFn: ({ signal }) => api.get<OrderReturnOptions>(`/api/orders/${orderId}/returns`, { signal }),
    enabled,
  });
}

export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) => api.post<OrderReturn>(`/api/orders/${orderId}/returns`, input),
    // The order list carries each order's returns: it is read again, and the form's options.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.myOrdersAll }),
        queryClient.invalidateQueries({ queryKey: accountKeys.orderReturns(orderId) }),
      ]),
  });
}
