// GET /api/tenant/{id}/public (DESIGN §9): the public tenant behind a /store/{id} store front.
import type { PublicTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantKeys } from './keys.ts';

export function getPublicTenant(tenantId: number, signal?: AbortSignal): Promise<PublicTenant> {
  return api.get<PublicTenant>(`/api/tenant/${tenantId}/public`, { signal });
}

export const publicTenantQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantKeys.publicById(tenantId),
    queryFn: ({ signal }) => getPublicTenant(tenantId, signal),
    meta: { tags: [tag('tenant', tenantId)] },
  });

export function usePublicTenant(tenantId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicTenantQueryOptions(tenantId), enabled });
}
