// /category-management, /admin/categories, /tenant/{id}/category-management.
import { CategoryManager } from '@/features/catalogue-admin/components/category-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function CategoryManagementRoute() {
  useDocumentTitle('Category Management');
  return <CategoryManager tenantId={useAdminTenantId()} />;
}
