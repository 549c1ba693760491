// /email-settings and /tenant/{id}/email-settings (spec admin §2 Email Settings): current values
// from the store's record (GET /api/tenant/{id}, read by tenants) with the defaults of §9, Send
// Test Email, the sending-domain note and a link to the store's e-mail log.
import {
  DEFAULT_EMAIL_BRAND_COLOR,
  DEFAULT_EMAIL_PROCESSING_TIME,
  defaultEmailAddresses,
  FALLBACK_STORE_ID,
} from '@storefleet/contracts';
import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useSaveEmailSettings } from '@/features/email-admin/api/save-email-settings.ts';
import { useSendTestEmail } from '@/features/email-admin/api/send-test-email.ts';
import { EmailSettingsForm } from '@/features/email-admin/components/email-settings-form.tsx';
import { useTenantAccount } from '@/features/tenants/api/get-tenant-account.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function EmailSettingsRoute() {
  useDocumentTitle('Email Settings');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  const tenantId = pathTenantId ?? user?.memberships[0]?.tenantId ?? FALLBACK_STORE_ID;
  const tenant = useTenantAccount(tenantId);
  const save = useSaveEmailSettings(tenantId);
  const test = useSendTestEmail(tenantId);
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  const t = tenant.data;
  const defaults = t ? defaultEmailAddresses(t.domain, t.slug) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title="Email Settings"
        description="How order e-mails to your customers look and who they come from."
      />
      {tenant.isPending ? (
        <PageSpinner label="Loading email settings…" />
      ) : tenant.isError || !t || !defaults ? (
        <LoadError what="tenant" onRetry={() => tenant.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-4 sm:p-6">
            <EmailSettingsForm
              key={t.updatedAt}
              initial={{
                emailStoreName: t.emailStoreName ?? t.name,
                emailFromAddress: t.emailFromAddress ?? defaults.from,
                emailSupportAddress: t.emailSupportAddress ?? defaults.support,
                emailProcessingTime: t.emailProcessingTime || DEFAULT_EMAIL_PROCESSING_TIME,
                emailBrandColor: t.emailBrandColor || DEFAULT_EMAIL_BRAND_COLOR,
                emailLogoUrl: t.emailLogoUrl ?? '',
                emailCustomMessage: t.emailCustomMessage ?? '',
              }}
              translations={t.emailTranslations}
              tenantId={pathTenantId}
              saving={save.isPending}
              testing={test.isPending}
              onSave={(body) =>
                save.mutate(body, {
                  onSuccess: () => toast({ title: 'Email settings updated successfully' }),
                  onError: failed,
                })
              }
              onTest={() =>
                test.mutate(undefined, {
                  onSuccess: (result) => toast({ title: 'Test Email Sent', description: result.message }),
                  onError: failed,
                })
              }
            />
          </CardContent>
        </Card>
      )}
      <aside className="flex gap-3 rounded-md border p-4 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="text-muted-foreground">
          To send from your own address, set up your mail-sending domain with your email provider (SPF and
          DKIM records for that domain); until then mail servers may refuse or junk messages from it. Every
          message your store sends is listed in the{' '}
          <Link
            href={pathTenantId === undefined ? '/email-log' : `/tenant/${pathTenantId}/email-log`}
            className="font-medium text-primary underline"
          >
            email log
          </Link>
          .
        </p>
      </aside>
    </div>
  );
}
