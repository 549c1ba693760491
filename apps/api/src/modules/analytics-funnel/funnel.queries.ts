// The funnel's counters (funnel_days, this module's) and, in an aggregate, the day's orders (the
// orders module's table, read only: the funnel's last step is the orders themselves, ADR 0083).
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { funnelDays, orders } from '../../db/schema/index.ts';
import { FUNNEL_TIME_ZONE } from './funnel-day.ts';

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

/**
 * The store's orders per day (FUNNEL_TIME_ZONE's, written into the statement: the same text in its
 * select and group by) placed in [since, until): every order counts, as placed (a later
 * refund or cancellation does not unmake the conversion).
 */
export function ordersByDay(db: Db, tenantId: number, since: Date, until: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${FUNNEL_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .select({ day, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, since), lt(orders.createdAt, until)))
    .groupBy(day);
}
