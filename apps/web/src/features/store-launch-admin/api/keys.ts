// Query keys of the store-launch feature; every key of this feature comes from here.
import { adminStore } from '@/lib/admin-store.ts';

export const storeLaunchKeys = {
  all: ['store-launch-admin'] as const,
  detail: (tenantId?: number) => [...storeLaunchKeys.all, 'detail', adminStore(tenantId)] as const,
};
