// The recurring domain check (ADR 0070): every minute, the unverified domains whose next check is due
// (each failure pushes its next check back: 1, 2, 4, … minutes, at most 6 hours; a week after it
// was added the job stops and "Check now" remains).
import type { JobHandler } from '../jobs/jobs.types.ts';
import { verifyDueDomains } from './domain-verification.service.ts';

export const VERIFY_DOMAINS_JOB = 'domains.verify';
export const VERIFY_DOMAINS_CRON = '* * * * *';

export const domainJobHandlers: Record<string, JobHandler> = {
  [VERIFY_DOMAINS_JOB]: async (_payload, _job, ctx) => {
    const counts = await verifyDueDomains(ctx);
    if (counts.checked > 0) ctx.log.info(counts, 'Checked domains');
  },
};
