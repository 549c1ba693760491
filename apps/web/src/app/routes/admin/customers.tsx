// /customers and /tenant/{id}/customers (DESIGN §9): everyone who bought from the
// store, with their orders and addresses in this store.
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { CustomersScreen } from '@/features/customers-admin/components/customers-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function CustomersRoute() {
  useDocumentTitle('Customers');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  // A super admin outside /tenant/{id} works on the fallback store, as the server does (DESIGN §4).
  const tenantId = pathTenantId ?? (user?.isAdmin === 'true' ? FALLBACK_STORE_ID : undefined);
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
