// GET /api/super-admin/tenants: every store for the operator (list with id, name, plan, status).
// The one store list: Tenant Management, Customer Stores, Payment Management, the Orders shop filter
// and the Color Templates store selector all read it here, so one write refreshes them all.
import type { AdminTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantsAdminKeys } from './keys.ts';

export function getTenants(signal?: AbortSignal): Promise<AdminTenant[]> {
  return api.get<AdminTenant[]>('/api/super-admin/tenants', { signal });
}

// Stores change from several screens (and other operators), so the list is re-read on each visit.
export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantsAdminKeys.list(),
    queryFn: ({ signal }) => getTenants(signal),
    staleTime: 0,
    meta: { tags: [tag('tenant')] },
  });

export function useTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantsQueryOptions(), enabled });
}
