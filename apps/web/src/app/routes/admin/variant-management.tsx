// /variant-management, /admin/variants, /tenant/{id}/variant-management.
import { VariantManager } from '@/features/catalogue-admin/components/variant-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function VariantManagementRoute() {
  useDocumentTitle('Variant Management');
  return <VariantManager tenantId={useAdminTenantId()} />;
}
