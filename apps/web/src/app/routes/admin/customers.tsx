// /customers and /tenant/{id}/customers (DESIGN §9): everyone who bought from the
// store, with their orders and addresses in this store.
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { CustomersScreen } from '@/features/customers-admin/components/customers-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminStoreId } from './use-admin-tenant-id.ts';

export function CustomersRoute() {
  useDocumentTitle('Customers');
  const tenantId = useAdminStoreId();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Customers"
        description="Everyone who bought from your store, with their orders and addresses here."
      />
      <CustomersScreen tenantId={tenantId} />
    </div>
  );
}
