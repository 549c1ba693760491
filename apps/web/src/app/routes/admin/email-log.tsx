// /email-log and /tenant/{id}/email-log: the store's sent and outbox e-mails (DESIGN §9).
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { EmailLog } from '@/features/email-admin/components/email-log.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function EmailLogRoute() {
  useDocumentTitle('Email Log');
  const { data: user } = useUser();
  const tenantId = useAdminTenantId() ?? user?.memberships[0]?.tenantId ?? FALLBACK_STORE_ID;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Email Log"
        description="Every e-mail your store sent, or kept in the outbox when no mail server is set up."
      />
      <EmailLog tenantId={tenantId} />
    </div>
  );
}
