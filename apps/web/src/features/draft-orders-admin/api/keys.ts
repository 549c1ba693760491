// Query keys of the Draft Orders screen; `tenantId` undefined means "the signed-in member's own store".
import { adminStore } from '@/lib/admin-store.ts';

export const draftOrdersAdminKeys = {
  all: ['draft-orders-admin'] as const,
  store: (tenantId?: number) => [...draftOrdersAdminKeys.all, adminStore(tenantId)] as const,
};
