// Putting work on the queue: one-off jobs, recurring schedules, and pruning old finished jobs.
// Pass a transaction as `{ db: tx }` to enqueue atomically with the change that needs the job.

import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { StatementPart } from '../../db/prepared.ts';
import { nextCronTime } from './cron.ts';
import {
  deleteDoneJobs,
  findActiveJobByKey,
  finishQueuedJobStatement,
  insertDueJobs,
  insertJob,
  type NewJob,
  queueKeyedJobStatement,
  updateRecurringJob,
} from './jobs.queries.ts';

export type EnqueueJobInput = {
  name: string;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
  /** At most one queued or running job per key; enqueueing again returns the existing job. */
  key?: string;
} & ({ runAt?: Date; delayMs?: never } | { delayMs?: number; runAt?: never });

export type ScheduleRecurringJobInput = {
  name: string;
  /** 5-field cron expression, evaluated in UTC. */
  cron: string;
  payload?: Record<string, unknown>;
  key: string;
  maxAttempts?: number;
};

/** Queues a job and resolves to its id, or to the id of the active job already holding `key`. */
export async function enqueueJob(ctx: Pick<Ctx, 'db'>, input: EnqueueJobInput): Promise<number> {
  const { db } = ctx;
  const { name, payload = {}, maxAttempts, key } = input;
  const runAt = input.runAt ?? { delayMs: input.delayMs ?? 0 };
  return insertOrFindActive(db, { name, payload, runAt, maxAttempts, key }, (k) => findActiveJobByKey(db, k));
}

/**
 * The queued job of `key` marked done without running, as a part of the caller's own statement (a
 * data-modifying CTE, guarded by the `when` it is given), built once per shape (db/prepared.ts):
 * the caller's transaction has just done the job's work, so both commit or neither does.
 */
export function queuedJobDonePart(key: string): StatementPart<SQL> {
  return {
    shape: 'queued job done',
    sql: (_db, when) => finishQueuedJobStatement(sql.placeholder('job_done_key'), when),
    values: { job_done_key: key },
  };
}

/**
 * A keyed job queued only when `when` holds, as a statement for the caller to run inside its own
 * (a data-modifying CTE): the caller's write and its job commit together, in one round trip. Like
 * enqueueJob with a key, nothing is queued while an active job holds it.
 */
export function queuedJobStatement(
  job: { name: string; payload: SQL; key: SQL | Placeholder; delayMs: number },
  when: SQL,
): SQL {
  return queueKeyedJobStatement(job, when);
}

/** Several keyless jobs due now, in one round trip (an order's e-mails). */
export function enqueueDueJobs(
  ctx: Pick<Ctx, 'db'>,
  list: { name: string; payload: Record<string, unknown> }[],
): Promise<number[]> {
  return insertDueJobs(ctx.db, list);
}

/**
 * Makes sure the key has exactly one active occurrence, due at the next cron time. Safe to call
 * on every start of every instance: an existing occurrence keeps its run time unless the
 * expression changed, and a running one queues its successor when it finishes.
 */
export async function scheduleRecurringJob(
  ctx: Pick<Ctx, 'db'>,
  input: ScheduleRecurringJobInput,
): Promise<number> {
  const { db } = ctx;
  const { name, cron, payload = {}, key, maxAttempts } = input;
  const runAt = nextCronTime(cron);
  const job = { name, cron, payload, key, maxAttempts, runAt };
  return insertOrFindActive(db, job, (k) => updateRecurringJob(db, k, { name, cron, payload, runAt }));
}

/** Deletes jobs that finished successfully more than `olderThanDays` ago; failed ones stay for
 * inspection. Resolves to the number deleted. */
export function pruneFinishedJobs(ctx: Pick<Ctx, 'db'>, olderThanDays: number): Promise<number> {
  return deleteDoneJobs(ctx.db, olderThanDays);
}

/** The active job holding the key may finish between our insert and our read, freeing the key;
 * then the next insert succeeds, so a few rounds always settle. */
async function insertOrFindActive(
  db: Db,
  job: NewJob,
  findActive: (key: string) => Promise<{ id: number } | undefined>,
): Promise<number> {
  for (let round = 0; round < 3; round++) {
    const id = await insertJob(db, job);
    if (id !== undefined) return id;
    const active = job.key ? await findActive(job.key) : undefined;
    if (active) return active.id;
  }
  throw new Error(`Could not enqueue job "${job.name}" with key "${job.key}"`);
}
