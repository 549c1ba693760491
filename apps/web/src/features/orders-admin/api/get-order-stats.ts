// GET /api/orders/stats: the stat cards (a super admin naming no store gets every shop's).
import { ORDER_REFRESH_MS, type OrderStats } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export function getOrderStats(tenantId?: number, signal?: AbortSignal): Promise<OrderStats> {
  const query = tenantId === undefined ? '' : `?tenantId=${tenantId}`;
  return readOrFail(
    () => api.get<OrderStats>(`/api/orders/stats${query}`, { signal }),
    'Failed to fetch order stats',
  );
}

export const orderStatsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: ordersAdminKeys.stats(tenantId),
    queryFn: ({ signal }) => getOrderStats(tenantId, signal),
    staleTime: 0,
    refetchInterval: ORDER_REFRESH_MS,
  });

export function useOrderStats(tenantId?: number) {
  return useQuery(orderStatsQueryOptions(tenantId));
}
