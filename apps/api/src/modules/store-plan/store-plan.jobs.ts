// The jobs at a period's end: cancelled subscriptions end, and scheduled plan changes (downgrades,
// ADR 0036) apply. Each runs daily as a sweep and once at its own date; both are idempotent.
import type { Db } from '../../db/database.ts';
import { applyDueScheduledPlans, endDueSubscriptions } from '../tenants/tenant-plan.service.ts';

export function endCancelledSubscriptions(db: Db, now = new Date()): Promise<number[]> {
  return endDueSubscriptions({ db }, now);
}

export function applyScheduledPlanChanges(db: Db, now = new Date()): Promise<number[]> {
  return applyDueScheduledPlans({ db }, now);
}
