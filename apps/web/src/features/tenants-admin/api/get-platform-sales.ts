// GET /api/super-admin/stats/sales: the operator's sales figures across stores (last 30 days).
import type { PlatformSales } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantsAdminKeys } from './keys.ts';

export function usePlatformSales() {
  return useQuery({
    queryKey: tenantsAdminKeys.sales(),
    queryFn: ({ signal }) => api.get<PlatformSales>('/api/super-admin/stats/sales', { signal }),
    staleTime: 30_000,
  });
}
