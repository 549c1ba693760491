// Query keys of the payments feature; every payments query key comes from here.
import { adminStore } from '@/lib/admin-store.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: (tenantId: number | undefined) => [...paymentKeys.all, 'settings', adminStore(tenantId)] as const,
};
