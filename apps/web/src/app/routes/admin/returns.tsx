// /returns and /tenant/{id}/returns: the store's returns and exchanges (features/returns-admin).
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { ReturnsScreen } from '@/features/returns-admin/components/returns-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminStoreId } from './use-admin-tenant-id.ts';

export function ReturnsRoute() {
  useDocumentTitle('Returns');
  const tenantId = useAdminStoreId();
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
