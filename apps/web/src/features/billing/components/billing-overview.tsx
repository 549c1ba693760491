// The operator's revenue view (ADR 0085), on Payment Management: MRR per currency, stores by
// billing state, revenue and churn by month, failed payments with their next retry, stores per plan.
import type { BillingOverview as Overview } from '@storefleet/contracts';
import { AlertTriangle, Ban, CalendarClock, History, PoundSterling, Store } from 'lucide-react';
import { LoadError } from '@/components/load-error.tsx';
import { RowAction } from '@/components/row-actions.tsx';
import { StatCard, StatGrid } from '@/components/stat-card.tsx';
import { TableColumns, TableRowHeader } from '@/components/table-parts.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useBillingOverview } from '../api/get-billing-overview.ts';
import { billMoney } from './bill-money.ts';
import type { TimelineStore } from './billing-timeline-dialog.tsx';
import type { BillToResolve } from './resolve-bill-dialog.tsx';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const amounts = (list: { amount: string; currency: string }[]) =>
  list.length === 0 ? billMoney('0.00', 'GBP') : list.map((a) => billMoney(a.amount, a.currency)).join(' + ');

const paying = (n: number) => (n === 1 ? '1 paying store that renews' : `${n} paying stores that renew`);

type Props = {
  onTimeline: (store: TimelineStore) => void;
  onWaive: (bill: BillToResolve) => void;
};

export function BillingOverview({ onTimeline, onWaive }: Props) {
  const overview = useBillingOverview();
  if (overview.isPending) return <Spinner label="Loading the revenue overview…" className="py-8" />;
  if (overview.isError) {
    return <LoadError message="Failed to load the revenue overview." onRetry={() => overview.refetch()} />;
  }
  const data = overview.data;
  return (
    <section aria-labelledby="revenue-heading" className="space-y-4">
      <h2 id="revenue-heading" className="text-xl font-semibold">
        Revenue overview
      </h2>
      <StatGrid label="Revenue figures">
        <StatCard
          title="MRR"
          value={amounts(data.mrr)}
          icon={PoundSterling}
          description={paying(data.mrr.reduce((n, m) => n + m.stores, 0))}
        />
        <StatCard
          title="Active stores"
          value={data.stores.active}
          icon={Store}
          description={`${data.stores.trialing} in their trial`}
        />
        <StatCard
          title="Past due"
          value={data.stores.pastDue}
          icon={AlertTriangle}
          tone={data.stores.pastDue > 0 ? 'warning' : 'default'}
          description={`${data.stores.readOnly} read-only for an unpaid bill`}
        />
        <StatCard title="Suspended" value={data.stores.suspended} icon={Ban} />
      </StatGrid>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <MonthsTable data={data} />
        <PlansTable data={data} />
      </div>
      <FailedPayments data={data} onTimeline={onTimeline} onWaive={onWaive} />
    </section>
  );
}

function MonthsTable({ data }: { data: Overview }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="font-medium">Revenue and churn by month</h3>
      <div className="rounded-lg border bg-background">
        <Table aria-label="Revenue and churn by month">
          <TableColumns titles={['Month', 'Revenue', 'Bills paid', 'Cancelled', 'Suspended']} />
          <TableBody>
            {data.revenueByMonth.map((row) => {
              const churn = data.churn.find((c) => c.month === row.month);
              return (
                <TableRow key={row.month}>
                  <TableRowHeader>{monthName(row.month)}</TableRowHeader>
                  <TableCell className="tabular-nums">{amounts(row.totals)}</TableCell>
                  <TableCell className="tabular-nums">
                    {row.totals.reduce((n, t) => n + t.bills, 0)}
                  </TableCell>
                  <TableCell className="tabular-nums">{churn?.cancelled ?? 0}</TableCell>
                  <TableCell className="tabular-nums">{churn?.suspended ?? 0}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function PlansTable({ data }: { data: Overview }) {
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="font-medium">Stores per plan</h3>
      <div className="rounded-lg border bg-background">
        <Table aria-label="Stores per plan">
          <TableColumns titles={['Plan', 'Price a month', 'Stores']} />
          <TableBody>
            {data.plans.map((plan) => (
              <TableRow key={plan.planId}>
                <TableRowHeader>
                  {plan.name}
                  {plan.isActive ? null : (
                    <span className="ml-2 text-xs text-muted-foreground">(not offered)</span>
                  )}
                </TableRowHeader>
                <TableCell className="tabular-nums">{billMoney(plan.price, plan.currency)}</TableCell>
                <TableCell className="tabular-nums">{plan.stores}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function FailedPayments({ data, onTimeline, onWaive }: { data: Overview } & Props) {
  return (
    <div className="space-y-2">
      <h3 className="font-medium">Failed payments</h3>
      {data.failedPayments.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No card payment has failed: every bill charged to a card is paid.
        </p>
      ) : (
        <div className="rounded-lg border bg-background">
          <Table aria-label="Failed payments" className="min-w-[760px]">
            <TableColumns
              titles={['Store', 'Bill', 'Amount', 'Past due since', 'Last error', 'Next retry']}
              actions="Actions"
            />
            <TableBody>
              {data.failedPayments.map((f) => (
                <TableRow key={f.billId}>
                  <TableRowHeader>{f.tenantName}</TableRowHeader>
                  <TableCell>{f.description ?? '—'}</TableCell>
                  <TableCell className="tabular-nums">{billMoney(f.amount, f.currency)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(f.pastDueSince)}</TableCell>
                  <TableCell className="max-w-56 text-sm">
                    {f.lastError ?? '—'}
                    <span className="block text-xs text-muted-foreground">
                      {f.attempts === 1 ? '1 attempt' : `${f.attempts} attempts`}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {f.nextRetryAt ? (
                      <span className="inline-flex items-center gap-1">
                        <CalendarClock aria-hidden="true" className="size-4" />
                        {formatDate(f.nextRetryAt)}
                      </span>
                    ) : (
                      'No more retries'
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <RowAction
                        icon={History}
                        label={`Billing timeline of ${f.tenantName}`}
                        onClick={() => onTimeline({ id: f.tenantId, name: f.tenantName })}
                      />
                      <RowAction
                        icon={Ban}
                        label={`Waive ${f.tenantName} bill`}
                        onClick={() =>
                          onWaive({
                            id: f.billId,
                            tenantName: f.tenantName,
                            amount: f.amount,
                            currency: f.currency,
                            action: 'waive',
                          })
                        }
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
