// Payment Management's four cards (spec admin §2): Total Revenue (paid), Pending Revenue (still
// owed), Active Stores and Overdue, summed by the server over every bill the caller may see.
import { formatMoney } from '@storefleet/contracts';
import { AlertTriangle, Clock, PoundSterling, Store } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { useBillingStats } from '../api/get-billing-stats.ts';

/** `platform`: the operator's cards over every store; `store`: an owner's own bills (no store count). */
export function BillingStats({ scope = 'platform' }: { scope?: 'platform' | 'store' }) {
  const stats = useBillingStats();
  const value = (text: string | number | undefined) => (stats.isPending ? '…' : stats.isError ? '—' : text);
  const data = stats.data;
  return (
    <StatGrid label="Billing figures">
      <StatCard
        title="Total Revenue"
        value={value(data && formatMoney(data.totalRevenue))}
        icon={PoundSterling}
        description="Sum of paid bills"
      />
      <StatCard
        title="Pending Revenue"
        value={value(data && formatMoney(data.pendingRevenue))}
        icon={Clock}
        description="Unpaid and overdue bills"
      />
      {scope === 'platform' ? (
        <StatCard title="Active Stores" value={value(data?.activeStores)} icon={Store} />
      ) : null}
      <StatCard
        title="Overdue"
        value={value(data?.overdueCount)}
        icon={AlertTriangle}
        tone={data && data.overdueCount > 0 ? 'warning' : 'default'}
        description="Bills past their due date"
      />
    </StatGrid>
  );
}
