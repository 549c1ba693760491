// /product-variant-pricing, /tenant/{id}/product-variant-pricing.
import { VariantPricingManager } from '@/features/catalogue-admin/components/variant-pricing-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function VariantPricingRoute() {
  useDocumentTitle('Variant Pricing');
  return <VariantPricingManager tenantId={useAdminTenantId()} />;
}
