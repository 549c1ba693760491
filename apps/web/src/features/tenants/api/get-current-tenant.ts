// GET /api/tenant/current: the store this request resolves to (host, session, else the default).
import type { PublicTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantKeys } from './keys.ts';

export function getCurrentTenant(signal?: AbortSignal): Promise<PublicTenant> {
  return api.get<PublicTenant>('/api/tenant/current', { signal });
}

export const currentTenantQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.current(),
    queryFn: ({ signal }) => getCurrentTenant(signal),
    meta: { tags: [tag('tenant')] },
    retry: false,
  });

export function useCurrentTenant({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentTenantQueryOptions(), enabled });
}
