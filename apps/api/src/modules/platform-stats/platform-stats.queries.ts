// Platform-wide counts for the super admin dashboard: across every tenant by design.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billing, tenants, users } from '../../db/schema/index.ts';

export async function countStores(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  return row?.n ?? 0;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Billing marked paid within [start, end), in pence. */
export async function sumBillingPaidBetween(db: Db, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ minor: sql<string>`coalesce(sum(${billing.amountMinor}), 0)::text` })
    .from(billing)
    .where(and(eq(billing.status, 'paid'), gte(billing.paidAt, start), lt(billing.paidAt, end)));
  return Number(row?.minor ?? 0);
}
