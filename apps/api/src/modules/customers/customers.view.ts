// The Customers screen's view of a customer (contracts AdminCustomer) and its CSV line.
import { type AdminCustomer, type CustomerAccountStatus, formatMinor } from '@storefleet/contracts';
import { csvCell } from '../../lib/csv-cell.ts';
import { customerIdOf } from './customer-id.ts';
import type { CustomerRow } from './customers.queries.ts';

function accountStatusOf(row: CustomerRow): CustomerAccountStatus {
  if (row.hasPassword) return 'Account';
  return row.hasAccount ? 'Invited' : 'Guest';
}

export function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: customerIdOf(row.key),
    name: row.name,
    email: row.email,
    ordersCount: row.ordersCount,
    totalSpent: formatMinor(row.spentMinor),
    lastOrderAt: row.lastOrderAt,
    accountStatus: accountStatusOf(row),
  };
}

/** The export's header: the total spent is in the store's base currency (docs/decisions/0106). */
export function customerCsvHeader(baseCurrency: string): string[] {
  return [
    'Customer ID',
    'Name',
    'Email',
    'Orders',
    `Total spent (${baseCurrency})`,
    'Last order',
    'Account status',
  ];
}

/** One CSV line; names and e-mails come from shoppers, so every cell goes through csvCell. */
export function toCustomerCsvLine(row: CustomerRow): string {
  const customer = toAdminCustomer(row);
  return [
    customer.id,
    customer.name,
    customer.email,
    customer.ordersCount,
    customer.totalSpent,
    customer.lastOrderAt,
    customer.accountStatus,
  ]
    .map(csvCell)
    .join(',');
}
