// A store's plan changes as the `tenant_plan_changed` trigger keeps them (ADR 0097).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantPlanChanges } from '../../db/schema/index.ts';

export type PlanChangeRow = typeof tenantPlanChanges.$inferSelect;

/** The store's plan changes in [from, to), oldest first. */
export function listPlanChangesBetween(
  db: Db,
  tenantId: number,
  from: Date,
  to: Date,
): Promise<PlanChangeRow[]> {
  return db
    .select()
    .from(tenantPlanChanges)
    .where(
      and(
        eq(tenantPlanChanges.tenantId, tenantId),
        gte(tenantPlanChanges.changedAt, from),
        lt(tenantPlanChanges.changedAt, to),
      ),
    )
    .orderBy(asc(tenantPlanChanges.changedAt), asc(tenantPlanChanges.id));
}
