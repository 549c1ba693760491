// GET /api/orders?mine=1: the signed-in shopper's own orders, newest first (DESIGN §9). With a
// tenantId, one store's; without, every store's. One extra row is asked for to know if more follow.
import type { AccountOrder } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export type MyOrdersFilter = { tenantId?: number; limit: number; offset: number };
export type MyOrdersPage = { orders: AccountOrder[]; hasMore: boolean };

export async function getMyOrders(filter: MyOrdersFilter, signal?: AbortSignal): Promise<MyOrdersPage> {
  const params = new URLSearchParams({
    mine: '1',
    limit: String(filter.limit + 1),
    offset: String(filter.offset),
  });
  if (filter.tenantId !== undefined) params.set('tenantId', String(filter.tenantId));
  try {
    const rows = await api.get<AccountOrder[]>(`/api/orders?${params}`, { signal });
    return { orders: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
  } catch (error) {
    throw new Error('Failed to fetch orders', { cause: error });
  }
}

export const myOrdersQueryOptions = (filter: MyOrdersFilter) =>
  queryOptions({
    queryKey: accountKeys.myOrders(filter),
    queryFn: ({ signal }) => getMyOrders(filter, signal),
    // A new purchase should show the next time the list is opened.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyOrders(filter: MyOrdersFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOrdersQueryOptions(filter), enabled });
}
