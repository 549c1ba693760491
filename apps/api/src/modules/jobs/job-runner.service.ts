// Runs queued jobs: a pass reclaims jobs of dead workers (when polling, every quarter lease at
// most), claims due jobs, runs their handlers and records the outcomes. Any number of runners, in
// one process or many, can share the table: claims are exclusive (see claimDueJobs). Nothing a
// handler does can crash the process.
import { hostname } from 'node:os';
import { randomText } from '../../lib/crypto.ts';
import { type JobOutcome, reclaimStaleJobs, recordJobFailure, recordJobSuccesses } from './job-outcomes.ts';
import { claimDueJobs, type Job, renewJobLease } from './jobs.queries.ts';
import type { JobRunner, JobRunnerOptions } from './jobs.types.ts';

/**
 * How long a running job's claim holds without a heartbeat. A live worker renews it every third of
 * that while the handler works, so only a dead worker's jobs go stale: after a kill -9 they run
 * again elsewhere within about a minute and a quarter (polling looks for them every quarter lease),
 * not after the longest a handler might take.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** 2s, 4s, 8s … capped at an hour. */
export const defaultBackoff = (attempts: number): number => Math.min(2 ** attempts * 1000, 3_600_000);

const MAX_ERROR_LENGTH = 2000;

/**
 * Passes polling runs at once while due jobs come in full batches. Under load each of a pass's
 * round trips (claim, the handlers', the close) waits behind the requests' own for a pooled
 * connection, so one pass at a time ran 25 e-mail jobs a second while checkouts queued 150: the
 * e-mails fell minutes behind. With more passes at once the runner keeps pace (ADR 0125).
 */
export const MAX_POLLED_PASSES = 4;

/** How long a pass's first success waits for the others to be recorded with it, at most. */
export const SUCCESSES_WAIT_MS = 50;

/** What runJob tells its pass: a success to record (answering its outcome), and a job settled. */
type PassSuccesses = { record(job: Job): Promise<JobOutcome>; settled(): void };

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const {
    db,
    scopes,
    config,
    log,
    handlers,
    pollIntervalMs = 1000,
    batchSize = 10,
    leaseMs = DEFAULT_LEASE_MS,
  } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomText(3, 'hex')}`;
  const backoff = options.backoff ?? defaultBackoff;

  let polling = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let abort = new AbortController();
  const passes = new Set<Promise<number>>();
  let polledPasses = 0;

  /**
   * Runs the job's handler and records what came of it: a success through `successes`, which
   * records it with the others of its pass. Its lease is renewed until the outcome is recorded.
   */
  async function runJob(job: Job, successes: PassSuccesses): Promise<void> {
    const context = { jobId: job.id, job: job.name, attempt: job.attempts, workerId };
    // Own properties only: a job named "toString" must not find Object.prototype.toString.
    const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
    const beat = heartbeat(job);
    try {
      try {
        if (!handler) throw new Error(`No handler for job "${job.name}"`);
        // No store yet: a handler acting for one calls actAsTenant(ctx, …) with its payload's.
        const ctx = { db, scopes, tenantId: null, actor: null, config, log, signal: abort.signal };
        await handler(job.payload, job, ctx);
      } catch (err) {
        successes.settled();
        // An unknown name is retried like any failure: during a rolling deploy an older instance may
        // claim a job only newer instances know, and one of those should get to run it.
        const outcome = await recordJobFailure(db, job, errorMessage(err), backoff(job.attempts), log);
        if (outcome === 'failed') log.error({ ...context, err }, 'Job failed for the last time');
        else log.warn({ ...context, err, outcome }, 'Job failed');
        return;
      }
      const outcome = successes.record(job);
      successes.settled();
      if ((await outcome) === 'lost')
        log.warn(context, 'Job finished after its lease expired; another worker owns it');
    } finally {
      clearInterval(beat);
    }
  }

  /** Renews the job's lease every third of it, until the timer it answers is cleared. */
  function heartbeat(job: Job): NodeJS.Timeout {
    const beat = setInterval(() => {
      renewJobLease(db, job).catch((err) =>
        log.warn({ err, jobId: job.id, job: job.name }, 'Could not renew the lease of a running job'),
      );
    }, leaseMs / 3);
    beat.unref();
    return beat;
  }

  /**
   * A pass's successes, recorded together (one statement for its one-off jobs): once every job of
   * the pass has settled, or SUCCESSES_WAIT_MS after the first success, whichever comes first. Under
   * load a pass's jobs finish within a few milliseconds of each other, and each recorded alone was a
   * statement and a commit of its own (ADR 0123).
   */
  function passSuccesses(jobsInPass: number): PassSuccesses {
    let unsettled = jobsInPass;
    let waiting: { job: Job; resolve: (outcome: JobOutcome) => void; reject: (err: unknown) => void }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const batch = waiting;
      waiting = [];
      if (batch.length === 0) return;
      recordJobSuccesses(
        db,
        batch.map((one) => one.job),
        log,
      ).then(
        (outcomes) => {
          for (const one of batch) one.resolve(outcomes.get(one.job.id) ?? 'lost');
        },
        (err) => {
          for (const one of batch) one.reject(err);
        },
      );
    };
    return {
      record(job) {
        const outcome = new Promise<JobOutcome>((resolve, reject) => waiting.push({ job, resolve, reject }));
        timer ??= setTimeout(flush, SUCCESSES_WAIT_MS);
        return outcome;
      },
      settled() {
        unsettled -= 1;
        if (unsettled === 0) flush();
      },
    };
  }

  // Polling looks for a dead worker's jobs at most every quarter lease: they go stale only after a
  // whole lease, and under load a pass comes every few orders (its transaction was four statements).
  const reclaimEveryMs = leaseMs / 4;
  let lastReclaim = Number.NEGATIVE_INFINITY;

  async function runPass(reclaim: boolean, onClaimed?: (claimed: number) => void): Promise<number> {
    if (reclaim) {
      lastReclaim = performance.now();
      const reclaimed = await reclaimStaleJobs(db, leaseMs, log);
      if (reclaimed > 0) log.warn({ reclaimed, workerId }, 'Reclaimed jobs whose worker stopped responding');
    }
    const claimed = await claimDueJobs(db, workerId, batchSize);
    onClaimed?.(claimed.length);
    const successes = passSuccesses(claimed.length);
    const settle = (job: Job) =>
      runJob(job, successes).catch((err) =>
        // Recording failed (database down?): the job stays running and is reclaimed after its lease.
        log.error({ err, jobId: job.id, job: job.name }, 'Could not record the outcome of a job'),
      );
    await Promise.all(claimed.map(settle));
    return claimed.length;
  }

  /** One pass: stale jobs reclaimed when `reclaim` (always by hand, when due while polling), then due jobs run. */
  function runDueJobs(reclaim = true, onClaimed?: (claimed: number) => void): Promise<number> {
    if (stopped) return Promise.resolve(0);
    const pass = runPass(reclaim, onClaimed);
    passes.add(pass);
    const forget = () => passes.delete(pass);
    pass.then(forget, forget);
    return pass;
  }

  async function tick(): Promise<void> {
    timer = undefined;
    // As many passes as allowed already run: the first of them to end schedules the next.
    if (polledPasses >= MAX_POLLED_PASSES) return;
    polledPasses += 1;
    let claimed = 0;
    try {
      claimed = await runDueJobs(performance.now() - lastReclaim >= reclaimEveryMs, (count) => {
        // A full batch hints that more jobs are due: the next pass claims them while this one runs.
        if (count >= batchSize && polling && !timer) schedule(0);
      });
    } catch (err) {
      log.error({ err, workerId }, 'Job runner pass failed');
    } finally {
      polledPasses -= 1;
    }
    // A stop() then start() during this pass has already scheduled the next tick.
    if (polling && !timer) schedule(claimed >= batchSize ? 0 : pollIntervalMs);
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      stopped = false;
      if (abort.signal.aborted) abort = new AbortController();
      schedule(0);
    },
    async stop() {
      polling = false;
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      abort.abort();
      await Promise.allSettled([...passes]);
    },
    runDueJobs: () => runDueJobs(true),
  };
}

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}
