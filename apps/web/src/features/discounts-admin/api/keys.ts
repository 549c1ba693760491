// Query keys of the Discounts screen; `tenantId` undefined means "the signed-in member's own store".
import { adminStore } from '@/lib/admin-store.ts';

export const discountsAdminKeys = {
  all: ['discounts-admin'] as const,
  store: (tenantId?: number) => [...discountsAdminKeys.all, adminStore(tenantId)] as const,
  list: (tenantId: number | undefined, search: string) =>
    [...discountsAdminKeys.store(tenantId), 'list', search] as const,
};
