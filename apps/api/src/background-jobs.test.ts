import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { enqueueJob } from './modules/jobs/jobs.service.ts';
import {
  findJob,
  makeDue,
  recordingLogger,
  selectRows,
  useJobsDatabase,
} from './modules/jobs/jobs.test-support.ts';

const jobs = useJobsDatabase();

it('schedules the daily prune once per key and runs it, pruning old done jobs', async () => {
  const { db } = jobs;
  const log = recordingLogger();
  const server = { db, scopes: jobs.scopes, config: testConfig(), log };
  const old = await enqueueJob({ db }, { name: 'old' });
  await db.execute(
    sql`update jobs set status = 'done', finished_at = now() - interval '30 days' where id = ${old}`,
  );

  const first = startBackgroundJobs(server, { pollIntervalMs: 10 });
  const second = startBackgroundJobs(server, { pollIntervalMs: 10 });
  await Promise.all([first.stop(), second.stop()]);
  const prune = await selectRows<{ id: number }>(db, sql`select id from jobs where key = 'jobs.prune'`);
  expect(prune).toHaveLength(1);

  const id = prune[0]!.id;
  await makeDue(db, id);
  const third = startBackgroundJobs(server, { pollIntervalMs: 10 });
  await expect.poll(async () => (await findJob(db, id))?.status, { timeout: 2000 }).toBe('done');
  await third.stop();
  expect(await findJob(db, old)).toBeUndefined();
  expect(log.entries).toContainEqual(expect.objectContaining({ level: 'info', obj: { deleted: 1 } }));
});
