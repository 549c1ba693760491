// GET /api/orders/{id}/returns (what may go back, until when, the store's policy, the returns so
// far) and POST /api/orders/{id}/returns (the customer asks); asking refreshes that order's returns.
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.orderReturns(orderId) }),
  });
}
