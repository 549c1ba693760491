// Recurring jobs: each occurrence, however it ends, queues the next one.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextCronTime } from './cron.ts';
import { scheduleRecurringJob } from './jobs.service.ts';
import {
  countJobs,
  findJob,
  listQueuedJobIds,
  makeDue,
  recordingLogger,
  useJobsDatabase,
} from './jobs.test-support.ts';

const jobs = useJobsDatabase();

const queuedFor = (key: string) => listQueuedJobIds(jobs.db, key);

describe('recurring jobs', () => {
  const tick = { name: 'tick', cron: '*/10 * * * *', key: 'tick', payload: { n: 1 } };

  it('queue their next occurrence when an occurrence succeeds', async () => {
    const payloads: unknown[] = [];
    const runner = jobs.runner({
      handlers: { tick: async (payload) => void payloads.push(payload) },
    });
    const first = await scheduleRecurringJob({ db: jobs.db }, tick);
    await makeDue(jobs.db, first);

    expect(await runner.runDueJobs()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await findJob(jobs.db, first)).toMatchObject({ status: 'done' });
    const [next] = await queuedFor('tick');
    expect(next?.id).not.toBe(first);
    const job = await findJob(jobs.db, next!.id);
    expect(job).toMatchObject({ name: 'tick', cron: tick.cron, payload: { n: 1 }, attempts: 0 });
    expect(job?.runAt).toEqual(nextCronTime(tick.cron));
    expect(await runner.runDueJobs()).toBe(0);
  });

  it('queue their next occurrence only after the final failed attempt', async () => {
    const runner = jobs.runner({
      backoff: () => 60_000,
      handlers: { tick: () => Promise.reject(new Error('down')) },
    });
    const first = await scheduleRecurringJob({ db: jobs.db }, { ...tick, maxAttempts: 2 });
    await makeDue(jobs.db, first);

    await runner.runDueJobs();
    expect(await findJob(jobs.db, first)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'down' });
    expect(await countJobs(jobs.db)).toBe(1);

    await makeDue(jobs.db, first);
    await runner.runDueJobs();
    expect(await findJob(jobs.db, first)).toMatchObject({ status: 'failed', attempts: 2 });
    const queued = await queuedFor('tick');
    expect(queued).toHaveLength(1);
    expect((await findJob(jobs.db, queued[0]!.id))?.maxAttempts).toBe(2);
  });

  it('still record an outcome when the stored expression is broken', async () => {
    const log = recordingLogger();
    const runner = jobs.runner({ log, handlers: { tick: async () => {} } });
    const id = await scheduleRecurringJob({ db: jobs.db }, tick);
    await jobs.db.execute(
      sql`update jobs set cron = 'nonsense', run_at = now() - interval '1 second' where id = ${id}`,
    );
    await runner.runDueJobs();
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'done' });
    expect(await countJobs(jobs.db)).toBe(1);
    expect(log.entries).toEqual([expect.objectContaining({ level: 'error' })]);
  });
});
