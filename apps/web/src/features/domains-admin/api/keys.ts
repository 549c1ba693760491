// Query keys of the domains feature; every key of this feature comes from here.
import { adminStore } from '@/lib/admin-store.ts';

export const domainsAdminKeys = {
  all: ['domains-admin'] as const,
  list: (tenantId?: number) => [...domainsAdminKeys.all, 'list', adminStore(tenantId)] as const,
  platform: () => [...domainsAdminKeys.all, 'platform'] as const,
};
