// The customer rows: name and e-mail, orders, total spent, last order, account status and the
// button that opens the customer's view.
import type { AdminCustomer } from '@storefleet/contracts';
import { formatMoney } from '@storefleet/contracts';
import { Eye } from 'lucide-react';
import { ListTable } from '@/components/list-table.tsx';
import { RowAction } from '@/components/row-actions.tsx';
import { TableActionsHead } from '@/components/table-parts.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { AccountStatusBadge } from './account-status-badge.tsx';

type CustomersTableProps = { customers: AdminCustomer[]; onView: (customer: AdminCustomer) => void };

export function CustomersTable({ customers, onView }: CustomersTableProps) {
  return (
    <ListTable
      columns={
        <>
          <TableHead>Customer</TableHead>
          <TableHead className="text-right">Orders</TableHead>
          <TableHead className="text-right">Total spent</TableHead>
          <TableHead className="hidden md:table-cell">Last order</TableHead>
          <TableHead className="hidden sm:table-cell">Account</TableHead>
          <TableActionsHead />
        </>
      }
    >
      {customers.map((customer) => (
        <TableRow key={customer.id}>
          <TableCell>
            <p className="font-medium">{customer.name}</p>
            <p className="text-xs break-all text-muted-foreground">{customer.email}</p>
            {/* On a phone the account column gives its room to the view button. */}
            <p className="mt-1 sm:hidden">
              <AccountStatusBadge status={customer.accountStatus} />
            </p>
          </TableCell>
          <TableCell className="text-right tabular-nums">{customer.ordersCount}</TableCell>
          <TableCell className="text-right tabular-nums">{formatMoney(customer.totalSpent)}</TableCell>
          <TableCell className="hidden md:table-cell">
            {new Date(customer.lastOrderAt).toLocaleDateString('en-GB')}
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <AccountStatusBadge status={customer.accountStatus} />
          </TableCell>
          <TableCell>
            <div className="flex justify-end">
              <RowAction icon={Eye} label={`View ${customer.name}`} onClick={() => onView(customer)} />
            </div>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
