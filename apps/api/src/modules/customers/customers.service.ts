// The store admin's Customers screen (ADR 0028): the acting store's customers,
// one customer's orders and addresses here, and the list as CSV. Every read acts as one store
// (requireTenantAdmin), so a customer who also bought elsewhere shows only this store's figures.
import {
  type AdminCustomer,
  type AdminCustomerDetail,
  type adminCustomersQuerySchema,
  CUSTOMER_VIEW_ADDRESS_LIMIT,
  CUSTOMER_VIEW_ORDER_LIMIT,
  minorToDecimal,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { type Ctx, readDb } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { emailKeyOf } from './customer-id.ts';
import {
  type CustomerCursor,
  findCustomer,
  listCustomerAddresses,
  listCustomerBatch,
  listCustomerOrders,
  listCustomerPage,
  storeBaseCurrency,
} from './customers.queries.ts';
import { customerCsvHeader, toAdminCustomer, toCustomerCsvLine } from './customers.view.ts';

type Query = z.output<typeof adminCustomersQuerySchema>;

export async function listCustomers(
  ctx: Ctx,
  query: Query,
): Promise<{ customers: AdminCustomer[]; total: number }> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const { rows, total } = await listCustomerPage(readDb(ctx), tenantId, query);
  return { customers: rows.map(toAdminCustomer), total };
}

export async function getCustomer(
  ctx: Ctx,
  { customerId, requestedTenantId }: { customerId: string; requestedTenantId: number | undefined },
): Promise<AdminCustomerDetail> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const key = emailKeyOf(customerId);
  const db = readDb(ctx);
  const row = key === undefined ? undefined : await findCustomer(db, tenantId, key);
  if (!key || !row) throw new NotFoundError('Customer not found');
  const [orders, addresses] = await Promise.all([
    listCustomerOrders(db, tenantId, key, CUSTOMER_VIEW_ORDER_LIMIT),
    listCustomerAddresses(db, tenantId, key, CUSTOMER_VIEW_ADDRESS_LIMIT),
  ]);
  return {
    ...toAdminCustomer(row),
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber ?? o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      total: minorToDecimal(o.totalMinor, o.currency),
      refunded: minorToDecimal(o.refundedMinor, o.currency),
      currency: o.currency,
      itemCount: o.itemCount,
    })),
    addresses,
  };
}

const EXPORT_BATCH = 1000;

/**
 * The (searched) customers as CSV, read in batches after a keyset cursor: one batch is in memory
 * at a time, and the next is read only when the reply has taken the last (the route streams this).
 */
export async function* exportCustomersCsv(
  ctx: Ctx,
  { query, batchSize = EXPORT_BATCH }: { query: Pick<Query, 'tenantId' | 'search'>; batchSize?: number },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const db = readDb(ctx);
  yield `${customerCsvHeader(await storeBaseCurrency(db, tenantId)).join(',')}\r\n`;
  let after: CustomerCursor | undefined;
  do {
    const batch = await listCustomerBatch(db, tenantId, query.search, after, batchSize);
    if (batch.rows.length > 0) yield `${batch.rows.map(toCustomerCsvLine).join('\r\n')}\r\n`;
    after = batch.next;
  } while (after);
}
