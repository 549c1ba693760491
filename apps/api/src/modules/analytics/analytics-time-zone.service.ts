// The time zone a store's days are counted in (ADR 0082): reading and changing it, the whole-history
// rebuild of the rollups a change queues, and today's date in a zone.
import { addDays, type StoreTimeZone, todayIn } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { storeReportSettings } from './analytics-reports.queries.ts';
import { rebuildSalesRollups } from './analytics-rollups.service.ts';

/** Rebuilds one store's whole history (payload `{ tenantId }`): after its time zone changes. */
export const REBUILD_SALES_JOB = 'analytics.rebuild';

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/admin/store-time-zone: the time zone the store's days are counted in. */
export async function getStoreTimeZone(ctx: Ctx, query: { tenantId?: number }): Promise<StoreTimeZone> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  return { timeZone: (await storeReportSettings(ctx.db, tenantId)).timeZone };
}

/**
 * PUT /api/admin/store-time-zone: a new IANA time zone for the store's days. Its rollups are then
 * rebuilt for its whole history by a job (queued once per store), as the days' edges moved.
 */
export async function setStoreTimeZone(
  ctx: Ctx,
  input: { requestedTenantId?: number; timeZone: string },
): Promise<StoreTimeZone> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.requestedTenantId, write: true });
  if (!isTimeZone(input.timeZone)) {
    throw new BadRequestError('Time zone must be a name from the IANA list, such as Europe/London');
  }
  const timeZone = new Intl.DateTimeFormat('en', { timeZone: input.timeZone }).resolvedOptions().timeZone;
  const before = (await storeReportSettings(ctx.db, tenantId)).timeZone;
  if (timeZone !== before) {
    await ctx.db.transaction(async (tx) => {
      await updateTenantSettings({ ...ctx, db: tx }, { timeZone });
      await enqueueJob(
        { db: tx },
        {
          name: REBUILD_SALES_JOB,
          payload: { tenantId },
          key: `${REBUILD_SALES_JOB}:${tenantId}`,
          delayMs: 1000,
        },
      );
    });
  }
  return { timeZone };
}

/** The job's work: the acting store's rollups rebuilt from its first day to tomorrow. */
export async function rebuildWholeHistory(ctx: Pick<Ctx, 'db' | 'tenantId'>): Promise<{ days: number }> {
  const { timeZone } = await storeReportSettings(ctx.db, actingTenant(ctx));
  return rebuildSalesRollups(ctx, { from: '2000-01-01', to: addDays(todayIn(timeZone), 1) });
}
