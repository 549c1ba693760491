// Recurring jobs: each occurrence, however it ends, queues the next one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../../db/database.ts';
import { nextCronTime } from './cron.ts';
import { createJobRunner } from './job-runner.ts';
import { scheduleRecurringJob } from './jobs.service.ts';
import { clearJobs, countJobs, findJob, makeDue, recordingLogger, selectRows } from './jobs.test-support.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(() => clearJobs(db));

const queuedFor = (key: string) =>
  selectRows<{ id: number }>(db, sql`select id from jobs where key = ${key} and status = 'queued'`);

describe('recurring jobs', () => {
  const tick = { name: 'tick', cron: '*/10 * * * *', key: 'tick', payload: { n: 1 } };

  it('queue their next occurrence when an occurrence succeeds', async () => {
    const payloads: unknown[] = [];
    const runner = createJobRunner({
      db,
      handlers: { tick: async (payload) => void payloads.push(payload) },
    });
    const first = await scheduleRecurringJob(db, tick);
    await makeDue(db, first);

    expect(await runner.runDueJobs()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await findJob(db, first)).toMatchObject({ status: 'done' });
    const [next] = await queuedFor('tick');
    expect(next?.id).not.toBe(first);
    const job = await findJob(db, next!.id);
    expect(job).toMatchObject({ name: 'tick', cron: tick.cron, payload: { n: 1 }, attempts: 0 });
    expect(job?.runAt).toEqual(nextCronTime(tick.cron));
    expect(await runner.runDueJobs()).toBe(0);
  });

  it('queue their next occurrence only after the final failed attempt', async () => {
    const runner = createJobRunner({
      db,
      backoff: () => 60_000,
      handlers: { tick: () => Promise.reject(new Error('down')) },
    });
    const first = await scheduleRecurringJob(db, { ...tick, maxAttempts: 2 });
    await makeDue(db, first);

    await runner.runDueJobs();
    expect(await findJob(db, first)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'down' });
    expect(await countJobs(db)).toBe(1);

    await makeDue(db, first);
    await runner.runDueJobs();
    expect(await findJob(db, first)).toMatchObject({ status: 'failed', attempts: 2 });
    const queued = await queuedFor('tick');
    expect(queued).toHaveLength(1);
    expect((await findJob(db, queued[0]!.id))?.maxAttempts).toBe(2);
  });

  it('still record an outcome when the stored expression is broken', async () => {
    const log = recordingLogger();
    const runner = createJobRunner({ db, log, handlers: { tick: async () => {} } });
    const id = await scheduleRecurringJob(db, tick);
    await db.execute(
      sql`update jobs set cron = 'nonsense', run_at = now() - interval '1 second' where id = ${id}`,
    );
    await runner.runDueJobs();
    expect(await findJob(db, id)).toMatchObject({ status: 'done' });
    expect(await countJobs(db)).toBe(1);
    expect(log.entries).toEqual([expect.objectContaining({ level: 'error' })]);
  });
});
