// The Customers screen's reads (ADR 0028): one store's orders grouped by lower-cased e-mail, with
// the account each order is filed under. Read-only aggregates over the orders table (owned by
// `orders`) and users (owned by `auth`); every query names the store, and row-level security
// shows that store's orders only, so nothing here can count another store's purchases.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { baseAmountSql } from '../../db/base-amount.ts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { orderItems, orders, tenants, users } from '../../db/schema/index.ts';

/** Orders that took no money, as the dashboard's revenue (dashboard-stats.queries.ts). */
/** Money taken, by payment status (migration 0023): a manual status change never moves it. */
const MONEY_TAKEN = ['paid', 'partially_paid', 'partially_refunded', 'refunded'];

// lower(customer_email) kept by the database (migration 0055): text equality on it is leakproof, so
// row-level security lets index orders_tenant_email_key_idx find one customer's orders.
const emailKey = sql<string>`${orders.customerEmailKey}`;
const lastOrderAt = sql`max(${orders.createdAt})`;
const latest = (column: typeof orders.customerEmail | typeof orders.customerName) =>
  sql<string>`(array_agg(${column} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`;

export type CustomerRow = {
  key: string;
  email: string;
  name: string;
  ordersCount: number;
  spentMinor: number;
  /** ISO 8601 in UTC, the same text on both drivers. */
  lastOrderAt: string;
  /** max(created_at) as the database's own text: the export's cursor, no microsecond lost. */
  lastOrderCursor: string;
  hasAccount: boolean;
  hasPassword: boolean;
};

/** Where an export batch ended, in the list's order (newest last order first, then e-mail). */
export type CustomerCursor = { lastOrderAt: string; key: string };

const customerColumns = {
  key: emailKey,
  email: latest(orders.customerEmail),
  name: latest(orders.customerName),
  ordersCount: sql<number>`count(*)::int`,
  // Each order in the store's base currency at its own rate (docs/decisions/0105, 0106).
  spentMinor: sql<number>`coalesce(sum(${baseAmountSql(
    sql`${orders.totalMinor} - ${orders.refundedMinor} - ${orders.amountDueMinor}`,
    sql`${orders.currency}`,
    sql`${tenants.currency}`,
    sql`${orders.exchangeRate}`,
  )}) filter (where ${inArray(orders.paymentStatus, MONEY_TAKEN)}), 0)::bigint`.mapWith(Number),
  lastOrderAt: sql<string>`to_char(${lastOrderAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  lastOrderCursor: sql<string>`${lastOrderAt}::text`,
  // Only the account this store's own orders are filed under, and only whether it has a password:
  // never a look-up of the e-mail among all accounts, memberships or other stores' orders.
  hasAccount: sql<boolean>`coalesce(bool_or(${users.id} is not null), false)`,
  hasPassword: sql<boolean>`coalesce(bool_or(${users.password} is not null), false)`,
};

/** Customers having an order whose name or e-mail contains the search (case-insensitively). */
function havingSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  // search_text is lower(name \x01 email), lowered by the same function as the pattern.
  return text ? sql`bool_or(${orders.searchText} like lower(${containsPattern(text)}))` : undefined;
}

function groupedCustomers(db: Db, tenantId: number, where?: SQL) {
  return db
    .select(customerColumns)
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.tenantId, tenantId), where))
    .groupBy(emailKey);
}

const newestFirst = [sql`${lastOrderAt} desc`, sql`${emailKey} asc`];

export async function listCustomerPage(
  db: Db,
  tenantId: number,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const having = havingSearch(filter.search);
  const rows = await groupedCustomers(db, tenantId)
    .having(having)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(eq(orders.tenantId, tenantId))
    .groupBy(emailKey)
    .having(having)
    .as('matching');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return { rows, total: count?.n ?? 0 };
}

/** One batch of the CSV export after the cursor, in the list's order. */
export async function listCustomerBatch(
  db: Db,
  tenantId: number,
  search: string | undefined,
  after: CustomerCursor | undefined,
  size: number,
): Promise<{ rows: CustomerRow[]; next: CustomerCursor | undefined }> {
  const cursor = after
    ? sql`(${lastOrderAt} < ${after.lastOrderAt}::timestamptz or (${lastOrderAt} = ${after.lastOrderAt}::timestamptz and ${emailKey} > ${after.key}))`
    : undefined;
  const rows = await groupedCustomers(db, tenantId)
    .having(and(havingSearch(search), cursor))
    .orderBy(...newestFirst)
    .limit(size);
  const last = rows.at(-1);
  return {
    rows,
    next: rows.length === size && last ? { lastOrderAt: last.lastOrderCursor, key: last.key } : undefined,
  };
}

export async function findCustomer(db: Db, tenantId: number, key: string): Promise<CustomerRow | undefined> {
  const [row] = await groupedCustomers(db, tenantId, sql`${emailKey} = ${key}`);
  return row;
}

/** The store's base currency, the one a customer's total spent is in (docs/decisions/0105). */
export async function storeBaseCurrency(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.currency ?? 'GBP';
}

export async function listCustomerOrders(db: Db, tenantId: number, key: string, limit: number) {
  const list = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      refundedMinor: orders.refundedMinor,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), sql`${emailKey} = ${key}`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (list.length === 0) return [];
  const counts = await db
    .select({ orderId: orderItems.orderId, n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(
          orderItems.orderId,
          list.map((o) => o.id),
        ),
        // What was bought: an exchange's replacement is not another item (ADR 0078).
        isNull(orderItems.replacesReturnLineId),
      ),
    )
    .groupBy(orderItems.orderId);
  const byOrder = new Map(counts.map((c) => [c.orderId, c.n]));
  return list.map((o) => ({ ...o, itemCount: byOrder.get(o.id) ?? 0 }));
}

/** Distinct shipping addresses of the customer's orders here, most recently used first. */
export async function listCustomerAddresses(db: Db, tenantId: number, key: string, limit: number) {
  const address = sql<string>`btrim(${orders.shippingAddress})`;
  const rows = await db
    .select({ address })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`${emailKey} = ${key}`,
        sql`coalesce(btrim(${orders.shippingAddress}), '') <> ''`,
      ),
    )
    .groupBy(address)
    .orderBy(sql`max(${orders.createdAt}) desc`)
    .limit(limit);
  return rows.map((r) => r.address);
}
