// GET /api/super-admin/domains: every store's own domains and their states, for the operator.
import type { PlatformDomain } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { domainsAdminKeys } from './keys.ts';

export function usePlatformDomains() {
  return useQuery({
    queryKey: domainsAdminKeys.platform(),
    queryFn: ({ signal }) => api.get<PlatformDomain[]>('/api/super-admin/domains', { signal }),
  });
}
