// Reads and writes of the admin order screens. A store's list names its tenant; the super admin's
// "all shops" view is the one deliberate cross-tenant read (scope.tenantId undefined), with the
// store's name so the screen needs one call, not one per store.
//
// At a million orders (ADR 0021, ADR 0044): the lists are index-only walks of the newest-first
// indexes that carry tenant_id, status and search_text, checked entry by entry; the page's ids come
// first, then only those rows are read, with their stores; the count stops at ORDER_COUNT_CAP. A
// search matches where a word starts in the name or e-mail. One that names few orders is answered
// from order_search_words, whose prefix ranges row-level security lets an index serve. One that
// names many walks the list, which fills a page within a few entries.
import { orderSearchTerm } from '@storefleet/contracts';
import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { baseAmountSql } from '../../db/base-amount.ts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { anyRow } from '../../db/rows.ts';
import { orderSearchWords, orders, tenants } from '../../db/schema/index.ts';

export type OrderScope = { tenantId?: number };
export type OrderFilter = { status?: string; search?: string };
export type AdminOrderRow = typeof orders.$inferSelect & { tenantName: string; tenantSlug: string };

/** Past this many matches a list's total is reported as "at least": counting on costs a full walk. */
export const ORDER_COUNT_CAP = 1000;

/** Newest first; (created_at, id) is unique, so pages and export batches never overlap. */
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * What a search asks for: a word start (orderSearchTerm, '' for none) and, for digits, an order's id
 * (the spec's "order id") or its number in its store (#1001 upwards, what every screen shows).
 */
function searchOf(filter: OrderFilter): { term: string; id?: number } | undefined {
  const search = filter.search?.trim();
  if (!search) return undefined;
  const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
  return { term: orderSearchTerm(search), id };
}

/**
 * A word start in search_text (name \x01 e-mail, lower-cased): at its beginning or after a separator
 * (ADR 0044). LIKE finds the text first, cheaply; the regular expression then checks where it starts.
 * The separators are ORDER_SEARCH_SEPARATOR's (\x01, which parts name from e-mail, among them). The
 * term's ASCII punctuation is escaped for the expression, and the database lower-cases both, as it
 * does order_search_words.
 */
const WORD_START = '(^|[\\x01-/:-@[-`{-\\x7f])';

function wordStartIn(term: string): SQL {
  const escaped = term.replace(/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g, (c) => `\\${c}`);
  return sql`(${like(orders.searchText, sql`lower(${containsPattern(term)})`)} and ${orders.searchText} ~ (${WORD_START} || lower(${escaped})))`;
}

function whereOf(scope: OrderScope, filter: OrderFilter): SQL | undefined {
  const search = searchOf(filter);
  return and(
    scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    search
      ? (or(
          search.term ? wordStartIn(search.term) : undefined,
          search.id === undefined ? undefined : eq(orders.id, search.id),
          search.id === undefined ? undefined : eq(orders.orderNumber, search.id),
        ) ?? sql`false`)
      : undefined,
  );
}

/**
 * The most words a search may find in order_search_words and still be answered from them; past it
 * the search names so many orders that walking the newest-first list fills a page sooner.
 */
export const WORD_INDEX_LIMIT = 2000;

/**
 * Every order a search names, newest first, when order_search_words holds at most `wordIndexLimit`
 * words starting with it (plus the order whose id it is); undefined when it holds more. First a
 * prefix range of the word index (leakproof, so row-level security lets an index serve it), then
 * those orders by their ids, filtered and sorted: the planner sees the ids, so it looks them up
 * rather than walking a list.
 */
async function idsFromWordIndex(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  search: { term: string; id?: number },
  wordIndexLimit: number,
): Promise<number[] | undefined> {
  // One row with the order ids in an array: up to 2,001 rows' worth of parsing is not free.
  const [probe] = search.term
    ? await db.select({ orderIds: sql<number[] | null>`array_agg(words.order_id)` }).from(
        db
          .select({ orderId: orderSearchWords.orderId })
          .from(orderSearchWords)
          .where(
            and(
              scope.tenantId === undefined ? undefined : eq(orderSearchWords.tenantId, scope.tenantId),
              sql`${orderSearchWords.word} ^@ lower(${search.term})`,
            ),
          )
          .limit(wordIndexLimit + 1)
          .as('words'),
      )
    : [];
  const words = probe?.orderIds ?? [];
  if (words.length > wordIndexLimit) return undefined;
  const candidates = new Set(words.map(Number));
  if (search.id !== undefined) {
    candidates.add(search.id);
    for (const id of await idsNumbered(db, scope, search.id)) candidates.add(id);
  }
  if (candidates.size === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        sql`${orders.id} = any(${`{${[...candidates].join(',')}}`}::int[])`,
      ),
    )
    .orderBy(...newestFirst);
  return rows.map((r) => r.id);
}

/**
 * The orders numbered `orderNumber` in their stores: one store's through its (tenant_id,
 * order_number) unique index; across stores, that index once per store (a join from tenants), so
 * no index on the number alone is needed.
 */
async function idsNumbered(db: Db, scope: OrderScope, orderNumber: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(tenants)
    .innerJoin(orders, and(eq(orders.tenantId, tenants.id), eq(orders.orderNumber, orderNumber)))
    .where(scope.tenantId === undefined ? undefined : eq(tenants.id, scope.tenantId));
  return rows.map((r) => r.id);
}

/** The rows behind a list's ids, newest first, with their stores' names. */
async function rowsOf(db: Db, ids: number[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ order: orders, tenantName: tenants.name, tenantSlug: tenants.slug })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(inArray(orders.id, ids))
    .orderBy(...newestFirst);
  return rows.map((r) => ({ ...r.order, tenantName: r.tenantName, tenantSlug: r.tenantSlug }));
}

/**
 * A page of orders and how many match: exact up to ORDER_COUNT_CAP, else `capped` with the cap as
 * the total (the screen says "1,000+"). One walk reads the ids up to the page's end (offset +
 * limit, the rows an OFFSET walks anyway): when it comes back short it is every match, so its
 * length is the count and a search that matches little walks its scope once. Only a full page asks
 * for a capped count. The walk asks for no more rows than the page's end, so the planner walks the
 * newest-first index and stops (asked for a thousand, it misjudged row-level security's share and
 * sorted a whole store instead).
 */
export async function listAdminOrderPage(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter & { limit: number; offset: number },
  // The tests set it to answer every search from the index, or none (both ways must agree).
  { wordIndexLimit = WORD_INDEX_LIMIT } = {},
): Promise<{ rows: AdminOrderRow[]; total: number; capped: boolean }> {
  const end = filter.offset + filter.limit;
  const search = searchOf(filter);
  const named = search && (await idsFromWordIndex(db, scope, filter, search, wordIndexLimit));
  if (named) {
    return {
      rows: await rowsOf(db, named.slice(filter.offset, end)),
      total: Math.min(named.length, ORDER_COUNT_CAP),
      capped: named.length > ORDER_COUNT_CAP,
    };
  }
  const where = whereOf(scope, filter);
  const walk = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst);
  // Past the cap the ids before the page are not worth carrying: OFFSET skips them in the database.
  const deep = filter.offset > ORDER_COUNT_CAP;
  const walked = deep ? await walk.limit(filter.limit).offset(filter.offset) : await walk.limit(end);
  const page = deep ? walked : walked.slice(filter.offset);
  const n = deep ? filter.offset + page.length : walked.length;
  // Known without counting: a shallow walk that came back short saw every match; a deep page that
  // holds rows has more than the cap before it.
  const known = deep ? page.length > 0 : n < end;
  // The capped count (only for a full page) and the page's rows are read side by side.
  const counted = known
    ? n
    : db
        .select({ n: sql<number>`count(*)::int` })
        .from(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(where)
            .limit(ORDER_COUNT_CAP + 1)
            .as('matching'),
        )
        .then(([count]) => count?.n ?? 0);
  const [total, rows] = await Promise.all([
    counted,
    rowsOf(
      db,
      page.map((r) => r.id),
    ),
  ]);
  return { rows, total: Math.min(total, ORDER_COUNT_CAP), capped: total > ORDER_COUNT_CAP };
}

/** Where an export batch ended: created_at as the database's own text, so no microsecond is lost. */
export type OrderCursor = { createdAt: string; id: number };

/** One batch of the CSV export, newest first, after the (createdAt, id) cursor. */
export async function listAdminOrderBatch(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  after: OrderCursor | undefined,
  size: number,
): Promise<{ rows: AdminOrderRow[]; next: OrderCursor | undefined }> {
  const cursor = after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`
    : undefined;
  const batch = await db
    .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(and(whereOf(scope, filter), cursor))
    .orderBy(...newestFirst)
    .limit(size);
  const last = batch.at(-1);
  return {
    rows: await rowsOf(
      db,
      batch.map((r) => r.id),
    ),
    next: batch.length === size && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

export async function countOrdersByStatus(
  db: Db,
  scope: OrderScope,
): Promise<{ status: string; n: number; takenMinor: number }[]> {
  return db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      // Money taken, by payment status (migration 0023): a manual status change never moves it. Each
      // order in its store's base currency at its own rate (docs/decisions/0106).
      takenMinor: sql<number>`coalesce(sum(${baseAmountSql(
        sql`${orders.totalMinor} - ${orders.refundedMinor} - ${orders.amountDueMinor}`,
        sql`${orders.currency}`,
        sql`${tenants.currency}`,
        sql`${orders.exchangeRate}`,
      )}) filter (where ${orders.paymentStatus} in ('paid', 'partially_paid', 'partially_refunded', 'refunded')), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId))
    .groupBy(orders.status);
}

/** Which store an order belongs to: a super admin changes an order without naming its store. */
export async function findOrderTenantId(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ tenantId: orders.tenantId }).from(orders).where(eq(orders.id, orderId));
  return row?.tenantId;
}

export async function findAdminOrder(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<AdminOrderRow | undefined> {
  const [row] = await db
    .select({ order: orders, tenantName: tenants.name, tenantSlug: tenants.slug })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ? { ...row.order, tenantName: row.tenantName, tenantSlug: row.tenantSlug } : undefined;
}

/** An admin's status change: provider events no longer change the order afterwards (DESIGN §9). */
export async function setOrderStatusManually(db: Db, tenantId: number, orderId: number, status: string) {
  return anyRow(
    db
      .update(orders)
      .set({ status, manualStatusOverride: true, updatedAt: new Date() })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .returning({ id: orders.id }),
  );
}
