// GET /api/admin/domains: the store's own domains with their states and the DNS records to create (ADR 0070).
import type { StoreDomain } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { domainsAdminKeys } from './keys.ts';

export function getDomains(tenantId: number | undefined, signal?: AbortSignal): Promise<StoreDomain[]> {
  return api.get<StoreDomain[]>(withTenant('/api/admin/domains', tenantId), { signal });
}

export function useDomains(tenantId?: number) {
  return useQuery({
    queryKey: domainsAdminKeys.list(tenantId),
    queryFn: ({ signal }) => getDomains(tenantId, signal),
  });
}
