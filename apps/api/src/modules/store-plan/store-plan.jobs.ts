// The job that ends cancelled subscriptions once their period is over. It runs daily as a sweep
// and once at each cancellation's end date; ending is idempotent, so both may run.
import type { Db } from '../../db/database.ts';
import { endDueSubscriptions } from '../tenants/tenant-plan.service.ts';

export function endCancelledSubscriptions(db: Db, now = new Date()): Promise<number[]> {
  return endDueSubscriptions(db, now);
}
