// Jobs whose worker died: reclaimed after the lease, or failed when out of attempts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../../db/database.ts';
import { createJobRunner } from './job-runner.ts';
import { enqueueJob, scheduleRecurringJob } from './jobs.service.ts';
import { clearJobs, findJob, lockAsIfBy, recordingLogger, selectRows } from './jobs.test-support.ts';

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

describe('stale jobs', () => {
  it('go back to the queue when their worker held them past the lease, and then run', async () => {
    let runs = 0;
    const log = recordingLogger();
    const runner = createJobRunner({
      db,
      log,
      workerId: 'alive',
      handlers: { work: async () => void runs++ },
    });
    const stale = await enqueueJob(db, { name: 'work' });
    const fresh = await enqueueJob(db, { name: 'work' });
    await lockAsIfBy(db, stale, 'dead', 11);
    await lockAsIfBy(db, fresh, 'busy', 1);

    expect(await runner.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(db, stale)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'alive' });
    expect((await findJob(db, stale))?.lastError).toMatch(/Lease expired: worker dead/);
    expect(await findJob(db, fresh)).toMatchObject({ status: 'running', lockedBy: 'busy' });
    expect(log.entries[0]).toMatchObject({ level: 'warn', obj: { reclaimed: 1 } });
  });

  it('fail on their last attempt, and a recurring one queues its successor', async () => {
    const runner = createJobRunner({ db, leaseMs: 60_000, handlers: {} });
    const id = await scheduleRecurringJob(db, {
      name: 'nightly',
      cron: '0 1 * * *',
      key: 'nightly',
      maxAttempts: 3,
    });
    await lockAsIfBy(db, id, 'dead', 2, 3);

    await runner.runDueJobs();
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await queuedFor('nightly')).toHaveLength(1);
  });
});
