// /team and /tenant/{id}/team (ADR 0030): the store's team, for its owners and the
// super admin (the server refuses everyone else; the navigation shows it to them only).
import { userMayUse } from '@storefleet/contracts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { TeamScreen } from '@/features/team-admin/components/team-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminStoreId } from './use-admin-tenant-id.ts';

export function TeamRoute() {
  useDocumentTitle('Team');
  const { data: user } = useUser();
  const tenantId = useAdminStoreId();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Team"
        description="Invite people to help run the store and choose what each may use."
      />
      {userMayUse(user, tenantId, 'team') ? (
        <TeamScreen tenantId={tenantId} />
      ) : (
        <p className="py-16 text-center">Only the store owner can manage the team.</p>
      )}
    </div>
  );
}
