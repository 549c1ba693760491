// Subscription plan reads: the only file of this module that imports the plans table.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

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
