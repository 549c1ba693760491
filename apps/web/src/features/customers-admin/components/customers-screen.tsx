// The Customers screen: everyone who bought from the store, searched (debounced) and paged on the
// server, each opening a view with their orders and addresses; the list as CSV.

import { type AdminCustomer, CUSTOMER_PAGE_SIZE } from '@storefleet/contracts';
import { Download, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCustomers } from '../api/get-customers.ts';
import { customerExportHref } from '../api/keys.ts';
import { CustomerViewDialog } from './customer-view-dialog.tsx';
import { CustomersTable } from './customers-table.tsx';

const SEARCH_DELAY_MS = 300;

/** `tenantId`: the store in a super admin's URL; undefined is the member's own store. */
export function CustomersScreen({ tenantId }: { tenantId?: number }) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<AdminCustomer | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const customers = useCustomers({
    tenantId,
    search,
    limit: CUSTOMER_PAGE_SIZE,
    offset: page * CUSTOMER_PAGE_SIZE,
  });
  const rows = customers.data?.customers ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          id="customer-search"
          label="Search customers"
          placeholder="Name or email"
          value={searchInput}
          onChange={setSearchInput}
          className="min-w-56 flex-1"
        />
        <a
          href={customerExportHref({ tenantId, search })}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      <Card className="overflow-hidden">
        {customers.isPending ? (
          <Spinner label="Loading customers…" className="py-16" />
        ) : customers.isError ? (
          <div className="p-4">
            <LoadError what="customers" onRetry={() => customers.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState icon={Users} title="No customers found" titleAs="p" className="py-16">
            {search
              ? 'No customer matches the search.'
              : 'Customers appear here as soon as someone buys from your store.'}
          </EmptyState>
        ) : (
          <>
            <CustomersTable customers={rows} onView={setViewing} />
            <Pagination
              page={page}
              pageSize={CUSTOMER_PAGE_SIZE}
              total={customers.data.total}
              rowsOnPage={rows.length}
              onPage={setPage}
              label="Customer pages"
              showPageCount
              className="px-4 py-3"
            />
          </>
        )}
      </Card>
      <CustomerViewDialog customer={viewing} tenantId={tenantId} onClose={() => setViewing(null)} />
    </div>
  );
}
