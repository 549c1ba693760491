// Payment Management's four cards (spec admin §2): Total Revenue (paid), Pending Revenue (still
// owed), Active Stores and Overdue, summed by the server over every bill the caller may see. A store
// owner's own figures speak of what they owe, not of revenue: Amount due, Paid this year, Next bill
// and Overdue.
import { formatMoney } from '@storefleet/contracts';
import { AlertTriangle, CalendarClock, Clock, PoundSterling, Store } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useBillingStats } from '../api/get-billing-stats.ts';

/** `platform`: the operator's cards over every store; `store`: an owner's own bills (no store count). */
export function BillingStats({ scope = 'platform' }: { scope?: 'platform' | 'store' }) {
  const stats = useBillingStats();
  const value = (text: string | number | undefined) => (stats.isPending ? '…' : stats.isError ? '—' : text);
  const data = stats.data;
  const overdue = (
    <StatCard
      title="Overdue"
      value={value(data?.overdueCount)}
      icon={AlertTriangle}
      tone={data && data.overdueCount > 0 ? 'warning' : 'default'}
      description="Bills past their due date"
    />
  );
  if (scope === 'store') {
    return (
      <StatGrid label="Billing figures">
        <StatCard
          title="Amount due"
          value={value(data && formatMoney(data.pendingRevenue))}
          icon={Clock}
          description="Unpaid, past due and overdue bills"
        />
        <StatCard
          title="Paid this year"
          value={value(data && formatMoney(data.paidThisYear))}
          icon={PoundSterling}
          description={`Bills paid since 1 January ${new Date().getFullYear()}`}
        />
        <StatCard
          title="Next bill"
          value={value(
            data ? (data.nextBill ? formatMoney(data.nextBill.amount) : 'None scheduled') : undefined,
          )}
          icon={CalendarClock}
          description={data?.nextBill ? `On ${formatDate(data.nextBill.date)}` : 'No paid plan renews'}
        />
        {overdue}
      </StatGrid>
    );
  }
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
      <StatCard title="Active Stores" value={value(data?.activeStores)} icon={Store} />
      {overdue}
    </StatGrid>
  );
}
