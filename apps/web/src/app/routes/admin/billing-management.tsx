// /billing-management: the super admin's Payment Management (spec admin §2: cards, bills,
// Generate Monthly Billing, Mark Payment as Received; the revenue overview, a store's billing
// timeline, refund and waive, ADR 0085); a store owner sees their own store's bills,
// read-only (DESIGN §4).
import type { BillingRecord } from '@storefleet/contracts';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { BillingList } from '@/features/billing/components/billing-list.tsx';
import { BillingOverview } from '@/features/billing/components/billing-overview.tsx';
import { BillingStats } from '@/features/billing/components/billing-stats.tsx';
import {
  BillingTimelineDialog,
  type TimelineStore,
} from '@/features/billing/components/billing-timeline-dialog.tsx';
import { GenerateBillingDialog } from '@/features/billing/components/generate-billing-dialog.tsx';
import { MarkPaidDialog } from '@/features/billing/components/mark-paid-dialog.tsx';
import { type BillToResolve, ResolveBillDialog } from '@/features/billing/components/resolve-bill-dialog.tsx';
import { useSubscriptionPlans } from '@/features/plans/api/get-subscription-plans.ts';
import { useTenants } from '@/features/tenants-admin/api/get-tenants.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function BillingManagementRoute() {
  const { data: user } = useUser();
  const isSuperAdmin = user?.isAdmin === 'true';
  useDocumentTitle(isSuperAdmin ? 'Payment Management' : 'Billing Management');
  return isSuperAdmin ? <PaymentManagement /> : <StoreBilling storeName={user?.memberships[0]?.tenantName} />;
}

function PaymentManagement() {
  const stores = useTenants();
  const plans = useSubscriptionPlans();
  const [generating, setGenerating] = useState(false);
  const [paying, setPaying] = useState<BillingRecord | null>(null);
  const [timelineOf, setTimelineOf] = useState<TimelineStore | null>(null);
  const [resolving, setResolving] = useState<BillToResolve | null>(null);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title="Payment Management"
          description="Bills of every store: raise this month’s and record payments."
        />
        <Button onClick={() => setGenerating(true)} disabled={!stores.data || !plans.data}>
          <FilePlus2 aria-hidden="true" />
          Generate Monthly Billing
        </Button>
      </div>
      <BillingStats />
      <BillingOverview onTimeline={setTimelineOf} onWaive={setResolving} />
      <BillingList
        onMarkPaid={setPaying}
        operatorActions={{
          onTimeline: setTimelineOf,
          onResolve: (bill, action) => setResolving({ ...bill, action }),
        }}
      />
      <GenerateBillingDialog
        open={generating}
        onOpenChange={setGenerating}
        stores={stores.data ?? []}
        plans={plans.data ?? []}
      />
      <MarkPaidDialog bill={paying} onOpenChange={(open) => (open ? null : setPaying(null))} />
      <BillingTimelineDialog
        store={timelineOf}
        onOpenChange={(open) => (open ? null : setTimelineOf(null))}
      />
      <ResolveBillDialog bill={resolving} onOpenChange={(open) => (open ? null : setResolving(null))} />
    </div>
  );
}

function StoreBilling({ storeName }: { storeName?: string }) {
  return (
    <div className="space-y-8">
      <PageHeading
        title="Billing Management"
        description={`Your store’s bills from the platform${storeName ? ` for ${storeName}` : ''}. Payments are recorded by the platform operator.`}
      />
      <BillingStats scope="store" />
      <BillingList />
    </div>
  );
}
