// Query keys of the admin catalogue; `tenantId` undefined means "the signed-in member's own store".
import { adminStore } from '@/lib/admin-store.ts';

export const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  products: (tenantId?: number) => [...catalogueAdminKeys.all, 'products', adminStore(tenantId)] as const,
  categories: (tenantId?: number) => [...catalogueAdminKeys.all, 'categories', adminStore(tenantId)] as const,
  variantAttributes: (tenantId?: number) =>
    [...catalogueAdminKeys.all, 'variant-attributes', adminStore(tenantId)] as const,
  productVariants: (tenantId: number | undefined, productId: number) =>
    [...catalogueAdminKeys.all, 'product-variants', adminStore(tenantId), productId] as const,
  productPrices: (tenantId: number | undefined, productId: number) =>
    [...catalogueAdminKeys.all, 'product-prices', adminStore(tenantId), productId] as const,
};
