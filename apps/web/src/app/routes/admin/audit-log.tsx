// /audit-log and /tenant/{id}/audit-log (DESIGN §9): who changed what in the store,
// for its owners and the super admin (who may also read the platform's own entries).
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { AuditLogScreen } from '@/features/audit-log-admin/components/audit-log-screen.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminStoreId } from './use-admin-tenant-id.ts';

export function AuditLogRoute() {
  useDocumentTitle('Audit Log');
  const { data: user } = useUser();
  const isSuperAdmin = user?.isAdmin === 'true';
  const tenantId = useAdminStoreId();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Audit Log"
        description="Every change made in the admin: who made it, when, and what changed. Secrets are never shown."
      />
      <AuditLogScreen tenantId={tenantId} canSeePlatform={isSuperAdmin} />
    </div>
  );
}
