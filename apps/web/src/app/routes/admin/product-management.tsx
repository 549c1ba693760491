// /product-management, /admin/products, /tenant/{id}/product-management.
import { ProductManager } from '@/features/catalogue-admin/components/product-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ProductManagementRoute() {
  useDocumentTitle('Product Management');
  return <ProductManager tenantId={useAdminTenantId()} />;
}
