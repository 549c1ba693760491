// Platform billing rows: the only file of this module that imports the billing table. Operator
// lists span every store (tenantId undefined); a store owner's calls always name their tenant id.
import { and, desc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { billing, subscriptionPlans, tenants } from '../../db/schema/index.ts';
import type { MonthRange } from '../../lib/calendar-month.ts';

export type BillRow = typeof billing.$inferSelect;
export type NewBillRow = typeof billing.$inferInsert;
export type BillListRow = BillRow & { tenantName: string; planName: string | null };
export type BillFilter = {
  tenantId?: number;
  status?: string;
  search?: string;
  limit: number;
  offset: number;
};

function filterWhere(filter: Omit<BillFilter, 'limit' | 'offset'>): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.tenantId === undefined ? undefined : eq(billing.tenantId, filter.tenantId),
    filter.status ? eq(billing.status, filter.status) : undefined,
    pattern
      ? or(
          sql`${tenants.name} ilike ${pattern}`,
          sql`coalesce(${subscriptionPlans.name}, '') ilike ${pattern}`,
          sql`coalesce(${billing.description}, '') ilike ${pattern}`,
        )
      : undefined,
  );
}

const listColumns = { bill: billing, tenantName: tenants.name, planName: subscriptionPlans.name };

/** Newest period first, then newest record. */
export async function listBillRows(db: Db, filter: BillFilter): Promise<BillListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(billing)
    .innerJoin(tenants, eq(tenants.id, billing.tenantId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, billing.subscriptionPlanId))
    .where(filterWhere(filter))
    .orderBy(desc(billing.billingPeriodStart), desc(billing.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(({ bill, tenantName, planName }) => ({ ...bill, tenantName, planName }));
}

export async function countBillRows(db: Db, filter: Omit<BillFilter, 'limit' | 'offset'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billing)
    .innerJoin(tenants, eq(tenants.id, billing.tenantId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, billing.subscriptionPlanId))
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/** Paid total, owed total (unpaid and overdue) and overdue count, in pence. */
export async function billTotals(db: Db, tenantId?: number, yearStart = new Date(0)) {
  const [row] = await db
    .select({
      paidThisYearMinor: sql<string>`coalesce(sum(${billing.amountMinor}) filter (where ${billing.status} = 'paid' and ${billing.paidAt} >= ${yearStart}), 0)::text`,
      paidMinor: sql<string>`coalesce(sum(${billing.amountMinor}) filter (where ${billing.status} = 'paid'), 0)::text`,
      owedMinor: sql<string>`coalesce(sum(${billing.amountMinor}) filter (where ${billing.status} in ('unpaid', 'overdue', 'past_due')), 0)::text`,
      overdue: sql<number>`(count(*) filter (where ${billing.status} = 'overdue'))::int`,
    })
    .from(billing)
    .where(tenantId === undefined ? undefined : eq(billing.tenantId, tenantId));
  return {
    paidMinor: Number(row?.paidMinor ?? 0),
    paidThisYearMinor: Number(row?.paidThisYearMinor ?? 0),
    owedMinor: Number(row?.owedMinor ?? 0),
    overdueCount: row?.overdue ?? 0,
  };
}

export async function findBillById(db: Db, id: number): Promise<BillListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(billing)
    .innerJoin(tenants, eq(tenants.id, billing.tenantId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, billing.subscriptionPlanId))
    .where(eq(billing.id, id));
  return row ? { ...row.bill, tenantName: row.tenantName, planName: row.planName } : undefined;
}

export async function findBillForPeriod(
  db: Db,
  tenantId: number,
  periodStart: Date,
): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(billing)
    .where(and(eq(billing.tenantId, tenantId), eq(billing.billingPeriodStart, periodStart)));
  return row;
}

/** The latest end of a paid period that is still to come, or undefined. */
export async function findPaidPeriodEndAfter(
  db: Db,
  tenantId: number,
  after: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ end: sql<Date | null>`max(${billing.billingPeriodEnd})`.mapWith(billing.billingPeriodEnd) })
    .from(billing)
    .where(
      and(eq(billing.tenantId, tenantId), eq(billing.status, 'paid'), gt(billing.billingPeriodEnd, after)),
    );
  return row?.end ?? undefined;
}

export async function insertBill(db: Db, values: NewBillRow): Promise<BillRow> {
  const [row] = await db.insert(billing).values(values).returning();
  return row!;
}

/** Changes a bill of the store that is not paid yet; undefined when it was paid meanwhile. */
export async function updateOpenBill(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<Omit<NewBillRow, 'id' | 'tenantId'>>,
): Promise<BillRow | undefined> {
  const [row] = await db
    .update(billing)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(billing.tenantId, tenantId),
        eq(billing.id, id),
        inArray(billing.status, ['unpaid', 'overdue', 'past_due']),
      ),
    )
    .returning();
  return row;
}

/** unpaid → overdue once the due date has passed, for every store. Resolves to how many changed. */
export async function markBillsOverdue(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(billing)
    .set({ status: 'overdue', updatedAt: now })
    .where(and(eq(billing.status, 'unpaid'), lt(billing.dueDate, now)))
    .returning({ id: billing.id });
  return rows.length;
}

/** Within a transaction: one plan change of a store at a time, so two cannot raise two bills. */
export async function lockTenantBilling(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727300, ${tenantId})`);
}

/** The store's bills whose period contains `at`, oldest period first. */
export function listBillsCovering(db: Db, tenantId: number, at: Date): Promise<BillRow[]> {
  return db
    .select()
    .from(billing)
    .where(
      and(
        eq(billing.tenantId, tenantId),
        lte(billing.billingPeriodStart, at),
        gt(billing.billingPeriodEnd, at),
      ),
    )
    .orderBy(billing.billingPeriodStart, billing.id);
}

/**
 * The store's bills for part of `period` (an upgrade, the rest of the month after a trial): those
 * starting inside it after its first day, oldest first. The month's own bill is not among them.
 */
export function listPartBillsOf(db: Db, tenantId: number, period: MonthRange): Promise<BillRow[]> {
  return db
    .select()
    .from(billing)
    .where(
      and(
        eq(billing.tenantId, tenantId),
        gt(billing.billingPeriodStart, period.start),
        lt(billing.billingPeriodStart, period.end),
      ),
    )
    .orderBy(billing.billingPeriodStart, billing.id);
}

/** Deletes a bill that is not paid (an upgrade the owner took back); false when it was paid meanwhile. */
export async function deleteOpenBill(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(billing)
    .where(
      and(
        eq(billing.tenantId, tenantId),
        eq(billing.id, id),
        inArray(billing.status, ['unpaid', 'overdue', 'past_due']),
      ),
    )
    .returning({ id: billing.id });
  return rows.length > 0;
}
