// /shipping-options and /tenant/{id}/shipping-options (spec admin §2 Shipping options page).
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { ShippingOptionsManager } from '@/features/shipping-admin/components/shipping-options-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ShippingOptionsRoute() {
  useDocumentTitle('Shipping Options');
  return (
    <div className="space-y-6">
      <PageHeading
        title="Shipping Options"
        description="Delivery methods, their cost and how long they take."
      />
      <ShippingOptionsManager tenantId={useAdminTenantId()} />
    </div>
  );
}
