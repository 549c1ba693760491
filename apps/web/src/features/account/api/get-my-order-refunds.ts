// GET /api/account/order-refunds?orderIds=…: the refunds made on the shown orders of the signed-in
// customer (amount, currency, date), one read for a page of the order history.
import type { CustomerRefund } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function getMyOrderRefunds(
  orderIds: readonly number[],
  signal?: AbortSignal,
): Promise<CustomerRefund[]> {
  return api.get<CustomerRefund[]>(`/api/account/order-refunds?orderIds=${orderIds.join(',')}`, { signal });
}

export const myOrderRefundsQueryOptions = (orderIds: readonly number[]) =>
  queryOptions({
    queryKey: accountKeys.myOrderRefunds(orderIds),
    queryFn: ({ signal }) => getMyOrderRefunds(orderIds, signal),
    staleTime: 0,
  });

export function useMyOrderRefunds(orderIds: readonly number[]) {
  return useQuery({ ...myOrderRefundsQueryOptions(orderIds), enabled: orderIds.length > 0 });
}
