// Subscription plan reads and writes: the only file of this module that imports the plans table.
// Plans are platform-wide (no tenant): the one table here without a tenant id.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type PlanLimits, subscriptionPlans } from '../../db/schema/index.ts';

export type { PlanLimits };

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type NewPlanRow = typeof subscriptionPlans.$inferInsert;

/** A tenant names its plan by text (spec: subscriptionPlan 'basic'); match slug or name, ignoring case. */
export async function findPlanByReference(db: Db, reference: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      or(
        sql`lower(${subscriptionPlans.slug}) = lower(${reference})`,
        sql`lower(${subscriptionPlans.name}) = lower(${reference})`,
      ),
    )
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  return row;
}

export async function findPlanById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function findPlanBySlug(db: Db, slug: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  return row;
}

/** Cheapest first, so the plan cards and pickers read as a price ladder. */
export async function listPlanRows(db: Db, options: { activeOnly: boolean }): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(options.activeOnly ? eq(subscriptionPlans.isActive, true) : undefined)
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id));
}

export async function countActivePlans(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true));
  return row?.n ?? 0;
}

export async function insertPlan(db: Db, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  return row!;
}

export async function updatePlanRow(
  db: Db,
  id: number,
  values: Partial<Omit<NewPlanRow, 'id' | 'slug' | 'createdAt'>>,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row;
}
