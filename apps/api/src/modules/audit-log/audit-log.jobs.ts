// The recurring audit-log prune: entries older than AUDIT_LOG_RETENTION_DAYS are deleted, every
// store's and the platform's (the append-only trigger refuses UPDATE only).
import type { JobHandler } from '../jobs/jobs.types.ts';
import { pruneAuditLog } from './audit-log.service.ts';

export const PRUNE_AUDIT_LOG_JOB = 'audit-log.prune';
export const PRUNE_AUDIT_LOG_CRON = '47 4 * * *';

export const auditLogJobHandlers: Record<string, JobHandler> = {
  [PRUNE_AUDIT_LOG_JOB]: async (_payload, _job, ctx) => {
    ctx.log.info({ deleted: await pruneAuditLog(ctx) }, 'Pruned the audit log');
  },
};
