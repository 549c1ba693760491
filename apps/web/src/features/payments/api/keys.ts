// Query keys of the payments feature; every payments query key comes from here.
import { adminStore } from '@/lib/tenant-path.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: (tenantId: number | undefined) => [...paymentKeys.all, 'settings', adminStore(tenantId)] as const,
};
