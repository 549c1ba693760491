// /product-subscriptions and /tenant/{id}/product-subscriptions (spec admin §2 Product Subscriptions).
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { ProductSubscriptionsManager } from '@/features/product-subscriptions/components/product-subscriptions-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ProductSubscriptionsRoute() {
  useDocumentTitle('Product Subscriptions');
  return (
    <div className="space-y-6">
      <PageHeading
        title="Product Subscriptions"
        description="Products customers subscribe to, and the subscriptions they hold."
      />
      <ProductSubscriptionsManager tenantId={useAdminTenantId()} />
    </div>
  );
}
