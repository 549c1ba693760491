// The recurring fold of order events into the daily rollups (ADR 0082).
import { tenantCtx } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { FOLD_SALES_CRON, FOLD_SALES_JOB, foldSalesEvents } from './analytics-rollups.service.ts';
import { REBUILD_SALES_JOB, rebuildWholeHistory } from './analytics-time-zone.service.ts';

export { FOLD_SALES_CRON, FOLD_SALES_JOB };

export const analyticsJobHandlers: Record<string, JobHandler> = {
  [FOLD_SALES_JOB]: async (_payload, _job, ctx) => {
    const folded = await foldSalesEvents(ctx);
    if (folded.days > 0) ctx.log.info(folded, 'Folded order events into the sales rollups');
  },
  [REBUILD_SALES_JOB]: async (payload, _job, ctx) => {
    const tenantId = Number(payload.tenantId);
    if (!Number.isInteger(tenantId) || tenantId < 1) throw new Error('analytics.rebuild needs a store id');
    ctx.log.info(
      { tenantId, ...(await rebuildWholeHistory(tenantCtx(ctx, tenantId))) },
      'Rebuilt the sales rollups',
    );
  },
};
