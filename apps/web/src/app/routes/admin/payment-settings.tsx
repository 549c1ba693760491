// /payment-settings and /tenant/{tenantId}/payment-settings (spec admin §2 Payment settings): the
// owner's own store, or the store in the URL for a super admin.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { usePaymentSettings } from '@/features/payments/api/get-payment-settings.ts';
import { useUpdatePaymentSettings } from '@/features/payments/api/update-payment-settings.ts';
import { PaymentSettingsForm } from '@/features/payments/components/payment-settings-form.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function PaymentSettingsRoute() {
  useDocumentTitle('Payment Settings');
  const tenantId = useAdminTenantId();
  const { data: user } = useUser();
  const settings = usePaymentSettings(tenantId);
  const update = useUpdatePaymentSettings({
    onSuccess: () => toast({ title: 'Payment settings updated successfully' }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
  const back =
    tenantId === undefined
      ? { href: '/admin', label: 'Back to Dashboard' }
      : { href: `/tenant/${tenantId}`, label: 'Back to Store' };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        href={back.href}
        className="inline-flex items-center gap-2 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <PageHeading
        title="Payment Settings"
        description="Choose how your store takes card payments and connect your account."
      />
      {settings.isPending ? (
        <PageSpinner label="Loading payment settings…" />
      ) : settings.isError ? (
        <LoadError what="the payment settings" onRetry={() => settings.refetch()} />
      ) : (
        <PaymentSettingsForm
          settings={settings.data}
          saving={update.isPending}
          onSave={(input) =>
            update.mutateAsync({ tenantId, asSuperAdmin: user?.isAdmin === 'true', settings: input })
          }
        />
      )}
    </div>
  );
}
