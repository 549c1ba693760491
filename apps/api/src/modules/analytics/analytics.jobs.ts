// The recurring fold of order events into the daily rollups (ADR 0082).
import type { JobHandler } from '../jobs/jobs.types.ts';
import { FOLD_SALES_CRON, FOLD_SALES_JOB, foldSalesEvents } from './analytics.service.ts';

export { FOLD_SALES_CRON, FOLD_SALES_JOB };

export const analyticsJobHandlers: Record<string, JobHandler> = {
  [FOLD_SALES_JOB]: async (_payload, _job, ctx) => {
    const folded = await foldSalesEvents(ctx);
    if (folded.days > 0) ctx.log.info(folded, 'Folded order events into the sales rollups');
  },
};
