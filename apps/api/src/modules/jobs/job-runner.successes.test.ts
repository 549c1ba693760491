// A pass's successes are recorded together (job-runner.service.ts, ADR 0123): one statement for
// its one-off jobs once all have settled; a success waits at most SUCCESSES_WAIT_MS for the
// others, and a job lost meanwhile is still told apart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUCCESSES_WAIT_MS } from './job-runner.service.ts';
import { enqueueJob } from './jobs.service.ts';
import { deferred, findJob, recordingLogger, selectRows, useJobsDatabase } from './jobs.test-support.ts';

const jobs = useJobsDatabase();

const finished = (ids: number[]) =>
  selectRows<{ id: number; status: string; at: string }>(
    jobs.db,
    sql`select id::int, status, finished_at::text as at from jobs where id = any(${sql.param(ids)}::bigint[]) order by id`,
  );

describe("a pass's successes", () => {
  it('are closed by one statement: one transaction time for all of them', async () => {
    const runner = jobs.runner({ batchSize: 5, handlers: { work: async () => {} } });
    const ids = await Promise.all(
      [1, 2, 3, 4].map((n) => enqueueJob({ db: jobs.db }, { name: 'work', payload: { n } })),
    );
    expect(await runner.runDueJobs()).toBe(4);
    const rows = await finished(ids);
    expect(rows.map((row) => row.status)).toEqual(['done', 'done', 'done', 'done']);
    // now() is the transaction's start: four statements of their own would give four times.
    expect(new Set(rows.map((row) => row.at)).size).toBe(1);
  });

  it('do not wait for a slow job of their pass longer than a moment', async () => {
    const release = deferred();
    const runner = jobs.runner({
      batchSize: 5,
      handlers: { fast: async () => {}, slow: async () => release.promise },
    });
    const fast = await enqueueJob({ db: jobs.db }, { name: 'fast' });
    const slow = await enqueueJob({ db: jobs.db }, { name: 'slow' });
    const pass = runner.runDueJobs();
    const deadline = Date.now() + 5_000;
    while ((await findJob(jobs.db, fast))?.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SUCCESSES_WAIT_MS / 2));
    }
    expect((await findJob(jobs.db, fast))?.status).toBe('done');
    expect((await findJob(jobs.db, slow))?.status).toBe('running');
    release.resolve();
    expect(await pass).toBe(2);
    expect((await findJob(jobs.db, slow))?.status).toBe('done');
  });

  it('leave a job another worker took over as it is, and say so, while closing the rest', async () => {
    const log = recordingLogger();
    const started = deferred();
    const release = deferred();
    const runner = jobs.runner({
      log,
      workerId: 'w1',
      batchSize: 5,
      handlers: {
        work: async () => {},
        taken: async () => {
          started.resolve();
          await release.promise;
        },
      },
    });
    const [a, b] = await Promise.all([
      enqueueJob({ db: jobs.db }, { name: 'work' }),
      enqueueJob({ db: jobs.db }, { name: 'work' }),
    ]);
    const taken = await enqueueJob({ db: jobs.db }, { name: 'taken' });
    const pass = runner.runDueJobs();
    await started.promise;
    // Its lease expired and another worker claimed it (a claim bumps the attempt).
    await jobs.db.execute(sql`update jobs set attempts = attempts + 1, locked_by = 'w2' where id = ${taken}`);
    release.resolve();
    expect(await pass).toBe(3);
    expect((await finished([a, b])).map((row) => row.status)).toEqual(['done', 'done']);
    expect(await findJob(jobs.db, taken)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'w2' });
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(/lease/),
        obj: expect.objectContaining({ jobId: taken }),
      }),
    ]);
  });
});
