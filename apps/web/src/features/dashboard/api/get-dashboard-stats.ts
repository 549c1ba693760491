// GET /api/admin/dashboard-stats?range=7d|30d|90d (spec admin §7 Dashboard).
import type { DashboardRange, DashboardStats } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardStats(range: DashboardRange, tenantId?: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ range });
  if (tenantId !== undefined) query.set('tenantId', String(tenantId));
  return readOrFail(
    () => api.get<DashboardStats>(`/api/admin/dashboard-stats?${query}`, { signal }),
    'Failed to fetch dashboard stats',
  );
}

export const dashboardStatsQueryOptions = (range: DashboardRange, tenantId?: number) =>
  queryOptions({
    queryKey: dashboardKeys.stats(range, tenantId),
    queryFn: ({ signal }) => getDashboardStats(range, tenantId, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDashboardStats(range: DashboardRange, tenantId?: number) {
  return useQuery(dashboardStatsQueryOptions(range, tenantId));
}
