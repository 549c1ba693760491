import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/database.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { enqueueJob } from './jobs.service.ts';
import { findJob, makeDue, recordingLogger, selectRows } from './jobs.test-support.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('schedules the daily prune once per key and runs it, pruning old done jobs', async () => {
  const { db } = database;
  const log = recordingLogger();
  const old = await enqueueJob(db, { name: 'old' });
  await db.execute(
    sql`update jobs set status = 'done', finished_at = now() - interval '30 days' where id = ${old}`,
  );

  const first = startBackgroundJobs(db, log, { pollIntervalMs: 10 });
  const second = startBackgroundJobs(db, log, { pollIntervalMs: 10 });
  await Promise.all([first.stop(), second.stop()]);
  const prune = await selectRows<{ id: number }>(db, sql`select id from jobs where key = 'jobs.prune'`);
  expect(prune).toHaveLength(1);

  const id = prune[0]!.id;
  await makeDue(db, id);
  const third = startBackgroundJobs(db, log, { pollIntervalMs: 10 });
  await expect.poll(async () => (await findJob(db, id))?.status, { timeout: 2000 }).toBe('done');
  await third.stop();
  expect(await findJob(db, old)).toBeUndefined();
  expect(log.entries).toContainEqual(expect.objectContaining({ level: 'info', obj: { deleted: 1 } }));
});
