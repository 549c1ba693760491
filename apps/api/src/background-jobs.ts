// The one place that lists every background job the platform runs: which handler serves each
// job name and which jobs recur. server.ts starts it (unless JOBS=false); each app instance
// runs one, and instances share the queue.
import { platformDb } from './context.ts';
import { accountJobHandlers } from './modules/account/account.jobs.ts';
import { analyticsJobHandlers, FOLD_SALES_CRON, FOLD_SALES_JOB } from './modules/analytics/analytics.jobs.ts';
import {
  auditLogJobHandlers,
  PRUNE_AUDIT_LOG_CRON,
  PRUNE_AUDIT_LOG_JOB,
} from './modules/audit-log/audit-log.jobs.ts';
import { pruneExpiredSessions } from './modules/auth/session.service.ts';
import { markOverdueBills } from './modules/billing/billing.jobs.ts';
import { CHARGE_DUE_CRON, CHARGE_DUE_JOB, runPlatformBilling } from './modules/billing/billing.service.ts';
import { checkoutJobHandlers } from './modules/checkout/checkout.jobs.ts';
import { pruneCheckoutSnapshots } from './modules/checkout/prune-checkout-snapshots.service.ts';
import {
  domainJobHandlers,
  VERIFY_DOMAINS_CRON,
  VERIFY_DOMAINS_JOB,
} from './modules/domains/domains.jobs.ts';
import { emailJobHandlers } from './modules/email/email.jobs.ts';
import { createJobRunner } from './modules/jobs/job-runner.service.ts';
import { pruneFinishedJobs, scheduleRecurringJob } from './modules/jobs/jobs.service.ts';
import type { JobHandler, JobRunnerOptions, JobServer } from './modules/jobs/jobs.types.ts';
import { recordOrderEmailOutcome } from './modules/orders/order-email-events.service.ts';
import { pruneSandboxPayments } from './modules/payments/prune-sandbox.service.ts';
import {
  RENEW_DUE_CRON,
  RENEW_DUE_JOB,
  subscriptionJobHandlers,
} from './modules/product-subscriptions/renew-due.service.ts';
import {
  PRUNE_RATE_LIMITS_CRON,
  PRUNE_RATE_LIMITS_JOB,
  rateLimitJobHandlers,
} from './modules/rate-limits/rate-limits.jobs.ts';
import { refundJobHandlers } from './modules/refunds/refunds.jobs.ts';
import {
  applyScheduledPlanChanges,
  endCancelledSubscriptions,
} from './modules/store-plan/store-plan.jobs.ts';
import { webhookJobHandlers } from './modules/webhooks/webhooks.jobs.ts';

/** How long successful jobs are kept for inspection before the daily prune deletes them. */
export const KEEP_DONE_JOBS_DAYS = 14;

const handlers: Record<string, JobHandler> = {
  ...accountJobHandlers,
  ...analyticsJobHandlers,
  ...auditLogJobHandlers,
  ...checkoutJobHandlers,
  ...domainJobHandlers,
  ...emailJobHandlers(recordOrderEmailOutcome),
  ...subscriptionJobHandlers,
  ...rateLimitJobHandlers,
  ...refundJobHandlers,
  ...webhookJobHandlers,
  'jobs.prune': async (_payload, _job, { db, log }) => {
    const deleted = await pruneFinishedJobs({ db }, KEEP_DONE_JOBS_DAYS);
    log.info({ deleted }, 'Pruned finished jobs');
  },
  'sessions.prune': async (_payload, _job, { db }) => {
    await pruneExpiredSessions({ db });
  },
  'billing.mark-overdue': async (_payload, _job, ctx) => {
    ctx.log.info({ marked: await markOverdueBills(platformDb(ctx)) }, 'Marked overdue bills');
  },
  [CHARGE_DUE_JOB]: async (_payload, _job, ctx) => {
    ctx.log.info(await runPlatformBilling(ctx), 'Raised and charged platform bills');
  },
  'store-plan.end-due': async (_payload, _job, { db, log }) => {
    log.info({ tenantIds: await endCancelledSubscriptions(db) }, 'Ended cancelled subscriptions');
  },
  'store-plan.apply-scheduled': async (_payload, _job, { db, log }) => {
    log.info({ tenantIds: await applyScheduledPlanChanges(db) }, 'Applied scheduled plan changes');
  },
  'checkout.prune-snapshots': async (_payload, _job, ctx) => {
    ctx.log.info({ deleted: await pruneCheckoutSnapshots(ctx) }, 'Pruned checkout snapshots');
  },
  'payments.prune-sandbox': async (_payload, _job, ctx) => {
    ctx.log.info(await pruneSandboxPayments(ctx), 'Pruned sandbox payments');
  },
};

/** Off the hour, so it does not compete with the jobs people schedule at :00. */
const recurring = [
  { name: 'jobs.prune', key: 'jobs.prune', cron: '17 3 * * *' },
  { name: 'sessions.prune', key: 'sessions.prune', cron: '23 * * * *' },
  { name: 'billing.mark-overdue', key: 'billing.mark-overdue', cron: '7 0 * * *' },
  { name: CHARGE_DUE_JOB, key: CHARGE_DUE_JOB, cron: CHARGE_DUE_CRON },
  { name: 'store-plan.end-due', key: 'store-plan.end-due', cron: '11 0 * * *' },
  { name: 'store-plan.apply-scheduled', key: 'store-plan.apply-scheduled', cron: '13 0 * * *' },
  { name: 'checkout.prune-snapshots', key: 'checkout.prune-snapshots', cron: '29 4 * * *' },
  { name: 'payments.prune-sandbox', key: 'payments.prune-sandbox', cron: '41 4 * * *' },
  { name: RENEW_DUE_JOB, key: RENEW_DUE_JOB, cron: RENEW_DUE_CRON },
  { name: PRUNE_RATE_LIMITS_JOB, key: PRUNE_RATE_LIMITS_JOB, cron: PRUNE_RATE_LIMITS_CRON },
  { name: VERIFY_DOMAINS_JOB, key: VERIFY_DOMAINS_JOB, cron: VERIFY_DOMAINS_CRON },
  { name: PRUNE_AUDIT_LOG_JOB, key: PRUNE_AUDIT_LOG_JOB, cron: PRUNE_AUDIT_LOG_CRON },
  { name: FOLD_SALES_JOB, key: FOLD_SALES_JOB, cron: FOLD_SALES_CRON },
];

export type BackgroundJobs = { stop(): Promise<void> };

/** server: the database, config and logger of the server that starts the jobs; handlers get them as ctx. */
export function startBackgroundJobs(
  server: JobServer,
  options: Partial<Omit<JobRunnerOptions, keyof JobServer | 'handlers'>> = {},
): BackgroundJobs {
  const { db, log } = server;
  const runner = createJobRunner({ ...options, ...server, handlers });
  // Start-up does not wait for this: a failure only delays the recurring jobs, so it is logged.
  const scheduled = Promise.all(recurring.map((job) => scheduleRecurringJob({ db }, job))).catch((err) =>
    log.error({ err }, 'Could not schedule recurring jobs'),
  );
  runner.start();
  return {
    async stop() {
      await scheduled;
      await runner.stop();
    },
  };
}
