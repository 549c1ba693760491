// /product-subscriptions and /tenant/{id}/product-subscriptions (spec admin §2 Product Subscriptions).
// The dialogs' categories and products are the store's own, read from catalogue-admin.
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useRoleAllows } from '@/features/auth/components/role-gate.tsx';
import { useAdminProducts } from '@/features/catalogue-admin/api/get-admin-products.ts';
import { useCategories } from '@/features/catalogue-admin/api/get-categories.ts';
import { ProductSubscriptionsManager } from '@/features/product-subscriptions/components/product-subscriptions-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ProductSubscriptionsRoute() {
  useDocumentTitle('Product Subscriptions');
  const tenantId = useAdminTenantId();
  // Subscription products are products: without that permission, the customers' subscriptions only (ADR 0080).
  const catalogue = useRoleAllows('products', tenantId);
  const categories = useCategories(tenantId, { enabled: catalogue.allowed });
  const products = useAdminProducts(tenantId, { enabled: catalogue.allowed });
  return (
    <div className="space-y-6">
      <PageHeading
        title="Product Subscriptions"
        description="Products customers subscribe to, and the subscriptions they hold."
      />
      <ProductSubscriptionsManager
        tenantId={tenantId}
        categories={categories}
        products={products}
        productsUnavailable={catalogue.reason}
      />
    </div>
  );
}
