// The renewal sweep: every due subscription renewed in turn. Run by the recurring
// product-subscriptions.renew-due job on whichever instance claims it, and by a store admin's
// "Run renewals now"; the per-period claim makes overlapping sweeps charge each period once.
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { listDueSubscriptions, listTenantDueSubscriptions } from './product-subscriptions.queries.ts';
import { renewSubscription } from './renew-subscription.service.ts';

export const RENEW_DUE_JOB = 'product-subscriptions.renew-due';
export const RENEW_DUE_CRON = '*/10 * * * *';
const BATCH = 50;
/** One sweep stops here; the next run carries on, so one busy platform never starves other jobs. */
const MAX_PER_SWEEP = 2000;

export type SweepResult = { renewed: number; retry: number; failed: number; skipped: number };

export async function renewDueSubscriptions(
  ctx: Ctx,
  options: { now?: Date; tenantId?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const result: SweepResult = { renewed: 0, retry: 0, failed: 0, skipped: 0 };
  const seen = new Set<number>();
  while (seen.size < MAX_PER_SWEEP) {
    // Every store's due rows is a cross-store sweep (the platform path); each charge then acts for
    // its own store only.
    const due =
      options.tenantId === undefined
        ? await listDueSubscriptions(platformDb(ctx), now, BATCH + seen.size)
        : await listTenantDueSubscriptions(ctx.db, options.tenantId, now, BATCH + seen.size);
    // Rows another worker is still charging stay listed; each is tried once per sweep.
    const fresh = due.filter((row) => !seen.has(row.id));
    if (fresh.length === 0) break;
    for (const row of fresh) {
      seen.add(row.id);
      const storeCtx = ctx.tenantId === row.tenantId ? ctx : tenantCtx(ctx, row.tenantId);
      const { outcome } = await renewSubscription(storeCtx, { subscriptionId: row.id, now });
      result[outcome] += 1;
    }
  }
  return result;
}

export const subscriptionJobHandlers: Record<string, JobHandler> = {
  [RENEW_DUE_JOB]: async (_payload, _job, ctx) => {
    const result = await renewDueSubscriptions(ctx);
    ctx.log.info(result, 'Renewed due product subscriptions');
  },
};
