// Query keys of the shipping admin; `tenantId` undefined means "the signed-in member's own store".
import { adminStore } from '@/lib/admin-store.ts';

export const shippingAdminKeys = {
  all: ['shipping-admin'] as const,
  list: (tenantId?: number) => [...shippingAdminKeys.all, adminStore(tenantId)] as const,
  zones: (tenantId?: number) => [...shippingAdminKeys.all, 'zones', adminStore(tenantId)] as const,
  weights: (tenantId?: number) => [...shippingAdminKeys.all, 'weights', adminStore(tenantId)] as const,
};
