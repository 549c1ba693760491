// GET /api/super-admin/tenants: every store for the operator (list with id, name, plan, status).
import type { AdminTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantAdminKeys } from './keys.ts';

export function getTenants(signal?: AbortSignal): Promise<AdminTenant[]> {
  return api.get<AdminTenant[]>('/api/super-admin/tenants', { signal });
}

// Stores change from several screens (and other operators), so the list is re-read on each visit.
export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantAdminKeys.list(),
    queryFn: ({ signal }) => getTenants(signal),
    staleTime: 0,
  });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
