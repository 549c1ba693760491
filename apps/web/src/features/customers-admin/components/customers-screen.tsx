// The Customers screen: everyone who bought from the store, searched (debounced) and paged on the
// server, each opening a view with their orders and addresses; the list as CSV.

import { type AdminCustomer, CUSTOMER_PAGE_SIZE } from '@storefleet/contracts';
import { Download, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PagedListCard } from '@/components/paged-list-card.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
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
      <PagedListCard
        read={customers}
        rowCount={rows.length}
        pages={{ page, size: CUSTOMER_PAGE_SIZE, onPage: setPage, label: 'Customer pages' }}
        what="customers"
        empty={{
          icon: Users,
          title: 'No customers found',
          text: search
            ? 'No customer matches the search.'
            : 'Customers appear here as soon as someone buys from your store.',
        }}
      >
        <CustomersTable customers={rows} onView={setViewing} />
      </PagedListCard>
      <CustomerViewDialog customer={viewing} tenantId={tenantId} onClose={() => setViewing(null)} />
    </div>
  );
}
