// The bills with the spec's filters (status, search) and paging done by the server (20 a page).
import { type BillingRecord, billingStatuses } from '@storefleet/contracts';
import { Receipt, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBilling } from '../api/get-billing.ts';
import { BillingTable, type OperatorBillActions } from './billing-table.tsx';

const PAGE_SIZE = 20;
const statusLabels = {
  all: 'All statuses',
  unpaid: 'Unpaid',
  paid: 'Paid',
  overdue: 'Overdue',
  past_due: 'Past due',
  waived: 'Waived',
  refunded: 'Refunded',
} as const;

export function BillingList({
  onMarkPaid,
  operatorActions,
}: {
  onMarkPaid?: (bill: BillingRecord) => void;
  operatorActions?: OperatorBillActions;
}) {
  const [status, setStatus] = useState<'all' | (typeof billingStatuses)[number]>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const term = useDeferredValue(search.trim());
  const bills = useBilling({
    status: status === 'all' ? undefined : status,
    search: term || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const total = bills.data?.total ?? 0;

  return (
    <section aria-labelledby="bills-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bills-heading" className="text-xl font-semibold">
          Billing Records
        </h2>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <div className="relative flex-1 sm:w-64">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search bills"
              placeholder="Search store or plan"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
          </div>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as typeof status);
              setPage(0);
            }}
          >
            <SelectTrigger aria-label="Filter by status" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['all', ...billingStatuses] as const).map((value) => (
                <SelectItem key={value} value={value}>
                  {statusLabels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {bills.isPending ? <Spinner label="Loading bills…" className="py-12" /> : null}
      {bills.isError ? (
        <LoadError message="Failed to fetch billing records." onRetry={() => bills.refetch()} />
      ) : null}
      {bills.data && bills.data.items.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title="No billing records found."
          titleAs="p"
          className="rounded-lg border border-dashed"
        />
      ) : null}
      {bills.data && bills.data.items.length > 0 ? (
        <>
          <BillingTable bills={bills.data.items} onMarkPaid={onMarkPaid} operatorActions={operatorActions} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label="Billing pages" />
        </>
      ) : null}
    </section>
  );
}
