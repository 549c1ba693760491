// The funnel's counters (funnel_days, this module's) and, in an aggregate, the day's orders (the
// orders module's table, read only: the funnel's last step is the orders themselves, ADR 0083).
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { funnelDays, orders, tenants } from '../../db/schema/index.ts';

export type FunnelColumn = 'sessions' | 'productViews' | 'addToCart' | 'checkoutsStarted';

/** One more of `column` on the store's day: one statement, the row made on the day's first event. */
export async function bumpFunnelDay(db: Db, tenantId: number, day: string, column: FunnelColumn) {
  await db
    .insert(funnelDays)
    .values({ tenantId, day, [column]: 1 })
    .onConflictDoUpdate({
      target: [funnelDays.tenantId, funnelDays.day],
      set: { [column]: sql`${funnelDays[column]} + 1` },
    });
}

/** The store's counters per day from `from` to `to` (inclusive; days without events are absent). */
export function funnelCountsByDay(db: Db, tenantId: number, from: string, to: string) {
  return db
    .select({
      day: funnelDays.day,
      sessions: funnelDays.sessions,
      productViews: funnelDays.productViews,
      addToCart: funnelDays.addToCart,
      checkoutsStarted: funnelDays.checkoutsStarted,
    })
    .from(funnelDays)
    .where(and(eq(funnelDays.tenantId, tenantId), gte(funnelDays.day, from), lte(funnelDays.day, to)));
}

/** The store's time zone: the funnel's days are its days. */
export async function storeTimeZone(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.timeZone ?? 'UTC';
}

/**
 * The store's orders per day of `timeZone` from `from` to `to` (both included): placed from the
 * first instant of `from` there to the first of the day after `to` (a 23- or 25-hour day is right).
 * Every order counts, as placed (a later refund or cancellation does not unmake the conversion).
 */
export function ordersByDay(db: Db, tenantId: number, input: { from: string; to: string; timeZone: string }) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${input.timeZone}::text, 'YYYY-MM-DD')`;
  return db
    .select({ day, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        gte(orders.createdAt, sql`(${input.from}::date::timestamp at time zone ${input.timeZone}::text)`),
        lt(orders.createdAt, sql`((${input.to}::date + 1)::timestamp at time zone ${input.timeZone}::text)`),
      ),
    )
    .groupBy(sql`1`);
}
