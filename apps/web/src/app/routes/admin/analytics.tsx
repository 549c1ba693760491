// /analytics and /tenant/{id}/analytics (ADR 0082): the store's reports over a range of days.
import { FALLBACK_STORE_ID } from '@storefleet/contracts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { AnalyticsScreen } from '@/features/analytics-admin/components/analytics-screen.tsx';
import { FunnelPanel } from '@/features/analytics-funnel/components/funnel-panel.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminTenantId } from './use-admin-tenant-id.ts';

export function AnalyticsRoute() {
  useDocumentTitle('Analytics');
  const { data: user } = useUser();
  const pathTenantId = useAdminTenantId();
  // A super admin outside /tenant/{id} works on the fallback store, as the server does (DESIGN §4).
  const tenantId = pathTenantId ?? (user?.isAdmin === 'true' ? FALLBACK_STORE_ID : undefined);
  return (
    <div className="space-y-6">
      <PageHeading
        title="Analytics"
        description="Your store's sales, products and customers over the days you choose."
      />
      <AnalyticsScreen
        tenantId={tenantId}
        funnel={(range) => <FunnelPanel range={range} tenantId={tenantId} />}
      />
    </div>
  );
}
