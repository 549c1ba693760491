// One runner on its own: claiming, running, retrying and failing jobs.
import { describe, expect, it } from 'vitest';
import { defaultBackoff } from './job-runner.service.ts';
import { enqueueJob } from './jobs.service.ts';
import { findJob, makeDue, recordingLogger, secondsFromNow, useJobsDatabase } from './jobs.test-support.ts';
import type { Job, JobHandler } from './jobs.types.ts';

const jobs = useJobsDatabase();

describe('createJobRunner', () => {
  it('runs a queued job once, with its payload, and marks it done', async () => {
    const calls: Array<{ payload: unknown; job: Job }> = [];
    const runner = jobs.runner({
      workerId: 'w1',
      handlers: { greet: async (payload, job) => void calls.push({ payload, job }) },
    });
    const id = await enqueueJob({ db: jobs.db }, { name: 'greet', payload: { to: 'Ada' } });

    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ to: 'Ada' });
    expect(calls[0]?.job).toMatchObject({ id, status: 'running', attempts: 1, lockedBy: 'w1' });
    const job = await findJob(jobs.db, id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('does not run a delayed job before its time', async () => {
    let runs = 0;
    const runner = jobs.runner({ handlers: { later: async () => void runs++ } });
    const id = await enqueueJob({ db: jobs.db }, { name: 'later', delayMs: 60_000 });
    await enqueueJob({ db: jobs.db }, { name: 'later', runAt: new Date(Date.now() + 60_000) });

    expect(await runner.runDueJobs()).toBe(0);
    expect(runs).toBe(0);
    await makeDue(jobs.db, id);
    expect(await runner.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
  });

  it('claims at most batchSize jobs per pass, oldest first', async () => {
    const order: number[] = [];
    const runner = jobs.runner({
      batchSize: 2,
      handlers: { n: async (payload) => void order.push(payload.n as number) },
    });
    for (const n of [1, 2, 3]) await enqueueJob({ db: jobs.db }, { name: 'n', payload: { n } });
    expect(await runner.runDueJobs()).toBe(2);
    expect(order.sort()).toEqual([1, 2]);
    expect(await runner.runDueJobs()).toBe(1);
  });

  it('retries a failing job with backoff, keeping the error, then fails it after maxAttempts', async () => {
    const log = recordingLogger();
    let runs = 0;
    const runner = jobs.runner({
      log,
      backoff: (attempts) => attempts * 60_000,
      handlers: {
        flaky: async () => {
          runs++;
          throw new Error(`boom ${runs}`);
        },
      },
    });
    const id = await enqueueJob({ db: jobs.db }, { name: 'flaky', maxAttempts: 3 });

    await runner.runDueJobs();
    let job = await findJob(jobs.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', lockedBy: null });
    expect(secondsFromNow(job!.runAt)).toBeGreaterThan(50);
    expect(await runner.runDueJobs()).toBe(0);

    await makeDue(jobs.db, id);
    await runner.runDueJobs();
    job = await findJob(jobs.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 2, lastError: 'boom 2' });
    expect(secondsFromNow(job!.runAt)).toBeGreaterThan(110);

    await makeDue(jobs.db, id);
    await runner.runDueJobs();
    job = await findJob(jobs.db, id);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(job?.finishedAt).toBeInstanceOf(Date);
    await makeDue(jobs.db, id);
    expect(await runner.runDueJobs()).toBe(0);
    expect(runs).toBe(3);
    expect(log.entries.map((e) => e.level)).toEqual(['warn', 'warn', 'error']);
  });

  it('backs off exponentially by default, capped at an hour', () => {
    expect([1, 2, 3, 4].map(defaultBackoff)).toEqual([2000, 4000, 8000, 16_000]);
    expect(defaultBackoff(12)).toBe(3_600_000);
  });

  it('fails a job without a handler instead of crashing', async () => {
    const runner = jobs.runner({ handlers: {} });
    const once = await enqueueJob({ db: jobs.db }, { name: 'mystery', maxAttempts: 1 });
    const retried = await enqueueJob({ db: jobs.db }, { name: 'toString' });
    expect(await runner.runDueJobs()).toBe(2);
    expect(await findJob(jobs.db, once)).toMatchObject({
      status: 'failed',
      lastError: 'No handler for job "mystery"',
    });
    // Another instance running newer code may know the job: it is retried like any failure.
    expect(await findJob(jobs.db, retried)).toMatchObject({
      status: 'queued',
      lastError: 'No handler for job "toString"',
    });
  });

  it('survives handlers that throw synchronously or throw non-errors, and truncates long messages', async () => {
    const handlers: Record<string, JobHandler> = {
      sync: (() => {
        throw new Error('x'.repeat(10_000));
      }) as unknown as JobHandler,
      odd: () => Promise.reject('a plain string'),
    };
    const runner = jobs.runner({ handlers });
    const sync = await enqueueJob({ db: jobs.db }, { name: 'sync', maxAttempts: 1 });
    const odd = await enqueueJob({ db: jobs.db }, { name: 'odd', maxAttempts: 1 });
    await runner.runDueJobs();
    const syncJob = await findJob(jobs.db, sync);
    expect(syncJob?.status).toBe('failed');
    expect(syncJob?.lastError?.length).toBe(2000);
    expect(await findJob(jobs.db, odd)).toMatchObject({ status: 'failed', lastError: 'a plain string' });
  });
});
