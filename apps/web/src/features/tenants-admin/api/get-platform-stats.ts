// GET /api/super-admin/stats: Total Stores, Monthly Revenue, Total Users, Active Plans.
import type { SuperAdminStats } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantsAdminKeys } from './keys.ts';

export function getPlatformStats(signal?: AbortSignal): Promise<SuperAdminStats> {
  return api.get<SuperAdminStats>('/api/super-admin/stats', { signal });
}

// Billing marked paid elsewhere changes Monthly Revenue, so each visit reads it afresh.
export const platformStatsQueryOptions = () =>
  queryOptions({
    queryKey: tenantsAdminKeys.stats(),
    queryFn: ({ signal }) => getPlatformStats(signal),
    staleTime: 0,
    meta: { tags: [tag('tenant')] },
  });

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
