// Query keys of the Product Subscriptions screen and the account page's list; `tenantId` undefined
// means "the signed-in member's own store".
import { adminStore } from '@/lib/admin-store.ts';

export const productSubscriptionKeys = {
  all: ['product-subscriptions'] as const,
  products: (tenantId?: number) =>
    [...productSubscriptionKeys.all, 'products', adminStore(tenantId)] as const,
  customers: (tenantId?: number) =>
    [...productSubscriptionKeys.all, 'customers', adminStore(tenantId)] as const,
  stats: (tenantId?: number) => [...productSubscriptionKeys.all, 'stats', adminStore(tenantId)] as const,
  mine: (tenantId?: number) => [...productSubscriptionKeys.all, 'mine', adminStore(tenantId)] as const,
};
