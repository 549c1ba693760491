// /analytics and /tenant/{id}/analytics (ADR 0082): the store's reports over a range of days.
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { AnalyticsScreen } from '@/features/analytics-admin/components/analytics-screen.tsx';
import { FunnelPanel } from '@/features/analytics-funnel/components/funnel-panel.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminStoreId } from './use-admin-tenant-id.ts';

export function AnalyticsRoute() {
  useDocumentTitle('Analytics');
  const tenantId = useAdminStoreId();
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
