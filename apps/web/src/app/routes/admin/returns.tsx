// /returns and /tenant/{id}/returns: the store's returns and exchanges (features/returns-admin).
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { ReturnsScreen } from '@/features/returns-admin/components/returns-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function ReturnsRoute() {
  useDocumentTitle('Returns');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  // A super admin outside /tenant/{id} works on the fallback store, as the server does (DESIGN §4).
  const tenantId = pathTenantId ?? (user?.isAdmin === 'true' ? FALLBACK_STORE_ID : undefined);
  return (
    <div className="space-y-6">
      <PageHeading
        title="Returns"
        description="Approve or decline what customers ask to send back, mark it received and refund it."
      />
      <ReturnsScreen tenantId={tenantId} />
    </div>
  );
}
