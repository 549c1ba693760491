// Every read and write of the jobs table. The queue is platform-wide, so unlike tenant tables these
// queries take no tenant id: a job that works for one store carries the tenant id in its payload.
// Times that decide when a job runs come from the database's clock (now()), never the caller's,
// so instances with drifting clocks still agree on what is due.
import { and, asc, eq, gte, inArray, isNull, lt, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { anyRow } from '../../db/rows.ts';
import { jobs } from '../../db/schema/platform.ts';

export type Job = typeof jobs.$inferSelect;

export type NewJob = {
  name: string;
  payload: Record<string, unknown>;
  /** An exact time, or a delay from the database's now(). */
  runAt: Date | { delayMs: number };
  maxAttempts?: number;
  key?: string | null;
  cron?: string | null;
};

/** One worker's hold on a running job: every claim bumps the attempt number, so a late finish
 * from a worker whose lease expired (and whose job was claimed again) matches no row. */
export type JobClaim = Pick<Job, 'id' | 'attempts'>;

/** Must match the predicate of the partial unique index jobs_key_active_idx. */
const isActive = sql`${jobs.status} in ('queued', 'running')`;
const afterDelay = (ms: number): SQL => sql`now() + make_interval(secs => ${ms / 1000})`;
const before = (ms: number): SQL => sql`now() - make_interval(secs => ${ms / 1000})`;

/** The new job's id, or undefined when an active job already holds its key. */
export async function insertJob(db: Db, job: NewJob): Promise<number | undefined> {
  const runAt = job.runAt instanceof Date ? job.runAt : afterDelay(job.runAt.delayMs);
  const [row] = await db
    .insert(jobs)
    .values({ ...job, runAt })
    .onConflictDoNothing({ target: jobs.key, where: isActive })
    .returning({ id: jobs.id });
  return row?.id;
}

/** Several keyless jobs due now, in one statement (an order's e-mails): their ids, in order. */
export async function insertDueJobs(
  db: Db,
  list: { name: string; payload: Record<string, unknown> }[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(list.map((job) => ({ ...job, runAt: afterDelay(0) })))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

export async function findJob(db: Db, id: number): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findActiveJobByKey(db: Db, key: string): Promise<Job | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.key, key), isActive));
  return row;
}

/** Points the active job of a recurring key at a (possibly new) schedule. The run time moves only
 * when the expression changed: an overdue occurrence must still run after a restart. */
export async function updateRecurringJob(
  db: Db,
  key: string,
  job: { name: string; cron: string; payload: Record<string, unknown>; runAt: Date },
): Promise<Job | undefined> {
  const runAt = sql`case when ${jobs.status} = 'queued' and ${jobs.cron} is distinct from ${job.cron}
    then ${job.runAt.toISOString()}::timestamptz else ${jobs.runAt} end`;
  const [row] = await db
    .update(jobs)
    .set({ name: job.name, cron: job.cron, payload: job.payload, runAt, updatedAt: sql`now()` })
    .where(and(eq(jobs.key, key), isActive))
    .returning();
  return row;
}

/**
 * The queued job of `key`, marked done without running, as an UPDATE for the caller's own statement
 * (a data-modifying CTE): for work another path has just finished in the same transaction, so the
 * job's run would only find it done. Only while still queued: a running job finishes by itself.
 * `when` is the caller's condition (that its own write happened).
 */
export function finishQueuedJobStatement(key: string | Placeholder, when: SQL): SQL {
  return sql`update ${jobs} set status = 'done', finished_at = now(), updated_at = now()
    where ${jobs.key} = ${key} and ${jobs.status} = 'queued' and ${when}`;
}

/**
 * A keyed job queued by the caller's own statement (a data-modifying CTE), only when `when` holds
 * (that the caller's write happened): a change and the job that must follow it commit together in
 * one round trip. Like insertJob, nothing is queued while an active job holds the key.
 */
export function queueKeyedJobStatement(
  job: { name: string; payload: SQL; key: SQL | Placeholder; delayMs: number },
  when: SQL,
): SQL {
  return sql`insert into ${jobs} (name, payload, run_at, key)
    select ${job.name}, ${job.payload}, ${afterDelay(job.delayMs)}, ${job.key} where ${when}
    on conflict (key) where ${isActive} do nothing`;
}

/** Claims up to `limit` due jobs in one statement; SKIP LOCKED lets other instances claim others. */
export function claimDueJobs(db: Db, workerId: string, limit: number): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedAt: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const isClaimed = (claim: JobClaim) =>
  and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), eq(jobs.attempts, claim.attempts));

/** What closing a job that succeeded writes (markJobDone, markOneOffJobsDone). */
const closedDone = { status: 'done', finishedAt: sql`now()`, updatedAt: sql`now()` } as const;

/** markJobDone's statement, built once (db/prepared.ts): every job that succeeds runs it. */
const doneStatement = (oneOff: boolean) =>
  preparedOnce((db) =>
    db
      .update(jobs)
      .set(closedDone)
      .where(
        and(
          eq(jobs.id, sql.placeholder('id')),
          eq(jobs.status, 'running'),
          eq(jobs.attempts, sql.placeholder('attempts')),
          oneOff ? isNull(jobs.cron) : undefined,
        ),
      )
      .returning()
      .prepare(UNNAMED),
  );
const markedDone = doneStatement(false);
const markedDoneOneOff = doneStatement(true);

/**
 * lockedBy and lockedAt stay on a finished job: they say which worker ran it last. `oneOff`: only
 * a job without a schedule (no `cron`); a recurring one is left running and nothing is answered.
 */
export async function markJobDone(
  db: Db,
  claim: JobClaim,
  { oneOff = false }: { oneOff?: boolean } = {},
): Promise<Job | undefined> {
  const [row] = await (oneOff ? markedDoneOneOff : markedDone)(db).execute({
    id: claim.id,
    attempts: claim.attempts,
  });
  return row;
}

/**
 * markJobDone of several one-off jobs in one statement (a pass's successes, job-runner.service.ts):
 * the ids of those still ours that it closed. A claim it does not answer is lost, or recurring.
 */
export async function markOneOffJobsDone(db: Db, claims: JobClaim[]): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set(closedDone)
    .where(
      and(
        eq(jobs.status, 'running'),
        isNull(jobs.cron),
        sql`(${jobs.id}, ${jobs.attempts}) in (select * from unnest(${sql.param(claims.map((c) => c.id))}::bigint[], ${sql.param(claims.map((c) => c.attempts))}::int[]))`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function markJobFailed(db: Db, claim: JobClaim, error: string): Promise<Job | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'failed', lastError: error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(isClaimed(claim))
    .returning();
  return row;
}

/** The running worker's heartbeat: its claim stays fresh while the handler works (job-runner.service.ts). */
export async function renewJobLease(db: Db, claim: JobClaim): Promise<boolean> {
  return anyRow(
    db.update(jobs).set({ lockedAt: sql`now()` }).where(isClaimed(claim)).returning({ id: jobs.id }),
  );
}

const released = { status: 'queued', lockedBy: null, lockedAt: null, updatedAt: sql`now()` } as const;

export async function requeueJob(db: Db, claim: JobClaim, error: string, delayMs: number): Promise<boolean> {
  return anyRow(
    db
      .update(jobs)
      .set({ ...released, lastError: error, runAt: afterDelay(delayMs) })
      .where(isClaimed(claim))
      .returning({ id: jobs.id }),
  );
}

const staleError = sql`concat('Lease expired: worker ', ${jobs.lockedBy}, ' stopped before finishing')`;
const isStale = (leaseMs: number) => and(eq(jobs.status, 'running'), lt(jobs.lockedAt, before(leaseMs)));

/** Running jobs whose worker held them past the lease go back to the queue, due at once. */
export async function requeueStaleJobs(db: Db, leaseMs: number): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ ...released, lastError: staleError, runAt: sql`now()` })
    .where(and(isStale(leaseMs), lt(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Stale jobs that have used their last attempt fail, so a job that kills its worker stops. */
export function failStaleJobs(db: Db, leaseMs: number): Promise<Job[]> {
  return db
    .update(jobs)
    .set({ status: 'failed', lastError: staleError, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isStale(leaseMs), gte(jobs.attempts, jobs.maxAttempts)))
    .returning();
}

export async function deleteDoneJobs(db: Db, olderThanDays: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before(olderThanDays * 86_400_000))))
    .returning({ id: jobs.id });
  return rows.length;
}
