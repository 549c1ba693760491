// What happens to a claimed job once its handler settles (done, retried later, or failed) and to
// jobs whose worker died. A recurring job's next occurrence is queued in the same transaction
// that closes the current one, so no crash can leave a schedule with nothing queued.
import type { Db } from '../../db/database.ts';
import { nextCronTime } from './cron.ts';
import {
  failStaleJobs,
  insertJob,
  type Job,
  markJobDone,
  markJobFailed,
  markOneOffJobsDone,
  requeueJob,
  requeueStaleJobs,
} from './jobs.queries.ts';
import type { JobLogger } from './jobs.types.ts';

/** 'lost': the job was no longer ours (its lease expired and it was reclaimed), nothing changed. */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'lost';

export async function recordJobSuccess(db: Db, job: Job, log: JobLogger): Promise<JobOutcome> {
  // A one-off job's outcome is its row's one update: no transaction (its BEGIN and COMMIT were two
  // statements more for every e-mail an order sends). A row that is not one-off after all goes on.
  if (!job.cron && (await markJobDone(db, job, { oneOff: true }))) return 'done';
  return db.transaction(async (tx) => {
    const done = await markJobDone(tx, job);
    if (!done) return 'lost';
    await queueNextOccurrence(tx, done, log);
    return 'done';
  });
}

/**
 * recordJobSuccess of several jobs: the one-off ones closed by one statement, and any it did not
 * close (a recurring job, a lost one) each as recordJobSuccess does.
 */
export async function recordJobSuccesses(
  db: Db,
  list: Job[],
  log: JobLogger,
): Promise<Map<number, JobOutcome>> {
  const outcomes = new Map<number, JobOutcome>();
  const oneOff = list.filter((job) => !job.cron);
  const closed = new Set(oneOff.length > 1 ? await markOneOffJobsDone(db, oneOff) : []);
  for (const job of list) {
    outcomes.set(job.id, closed.has(job.id) ? 'done' : await recordJobSuccess(db, job, log));
  }
  return outcomes;
}

export async function recordJobFailure(
  db: Db,
  job: Job,
  error: string,
  retryDelayMs: number,
  log: JobLogger,
): Promise<JobOutcome> {
  if (job.attempts < job.maxAttempts) {
    return (await requeueJob(db, job, error, retryDelayMs)) ? 'retry' : 'lost';
  }
  return db.transaction(async (tx) => {
    const failed = await markJobFailed(tx, job, error);
    if (!failed) return 'lost';
    await queueNextOccurrence(tx, failed, log);
    return 'failed';
  });
}

/** Requeues jobs held past the lease, or fails those already on their last attempt. */
export function reclaimStaleJobs(db: Db, leaseMs: number, log: JobLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const requeued = await requeueStaleJobs(tx, leaseMs);
    const failed = await failStaleJobs(tx, leaseMs);
    for (const job of failed) await queueNextOccurrence(tx, job, log);
    return requeued + failed.length;
  });
}

async function queueNextOccurrence(tx: Db, job: Job, log: JobLogger): Promise<void> {
  if (!job.cron) return;
  // Counting from the occurrence's own run time as well as from now means an app clock running
  // behind the database's can never schedule the occurrence that just ran a second time.
  const after = new Date(Math.max(Date.now(), job.runAt.getTime()));
  let runAt: Date;
  try {
    runAt = nextCronTime(job.cron, after);
  } catch (err) {
    // Throwing would roll back the outcome and leave the job running until its lease expires.
    log.error(
      { err, jobId: job.id, job: job.name },
      'Recurring job has an invalid cron; nothing more queued',
    );
    return;
  }
  const { name, payload, cron, key, maxAttempts } = job;
  await insertJob(tx, { name, payload, cron, key, maxAttempts, runAt });
}
