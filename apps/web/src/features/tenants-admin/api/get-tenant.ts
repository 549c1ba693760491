// GET /api/super-admin/tenants/{id}: one store with its four figures (tenant detail).
import type { AdminTenantDetail } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantsAdminKeys } from './keys.ts';

export async function getTenant(tenantId: number, signal?: AbortSignal): Promise<AdminTenantDetail> {
  // The spec's reader also accepts an array and uses its first element.
  const body = await api.get<AdminTenantDetail | AdminTenantDetail[]>(
    `/api/super-admin/tenants/${tenantId}`,
    {
      signal,
    },
  );
  const tenant = Array.isArray(body) ? body[0] : body;
  if (!tenant) throw new Error('Failed to fetch tenant');
  return tenant;
}

export const tenantQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantsAdminKeys.detail(tenantId),
    queryFn: ({ signal }) => getTenant(tenantId, signal),
    staleTime: 0,
    meta: { tags: [tag('tenant', tenantId)] },
  });

export function useTenant(tenantId: number) {
  return useQuery(tenantQueryOptions(tenantId));
}
