// Several runners on one queue: no job runs twice, and a worker that lost its claim cannot
// overwrite what the next worker recorded.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from './jobs.service.ts';
import {
  countJobs,
  deferred,
  findJob,
  recordingLogger,
  selectRows,
  useJobsDatabase,
} from './jobs.test-support.ts';
import type { JobHandler } from './jobs.types.ts';

const jobs = useJobsDatabase();

describe('runners sharing one queue', () => {
  it('lets two runners share one queue without running any job twice', async () => {
    const runsById = new Map<number, number>();
    const handler: JobHandler = async (_payload, job) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
      await sleep(Math.random() * 5);
    };
    const runners = ['a', 'b'].map((workerId) =>
      jobs.runner({ workerId, batchSize: 4, handlers: { work: handler } }),
    );
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, n) => enqueueJob({ db: jobs.db }, { name: 'work', payload: { n } })),
    );

    const drain = async (runner: (typeof runners)[number]) => {
      while ((await runner.runDueJobs()) > 0) {}
    };
    await Promise.all(runners.map(drain));

    expect([...runsById.keys()].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
    expect(await countJobs(jobs.db, sql`status = 'done' and attempts = 1`)).toBe(60);
    const workers = await selectRows<{ worker: string }>(
      jobs.db,
      sql`select distinct locked_by as worker from jobs`,
    );
    expect(workers.map((r) => r.worker).sort()).toEqual(['a', 'b']);
  });

  it('are not overwritten when the worker that lost them finishes late', async () => {
    const [firstStarted, firstRelease, secondStarted, secondRelease] = [
      deferred(),
      deferred(),
      deferred(),
      deferred(),
    ];
    const log = recordingLogger();
    const slow = jobs.runner({
      log,
      workerId: 'slow',
      handlers: {
        work: async () => {
          firstStarted.resolve();
          await firstRelease.promise;
        },
      },
    });
    const other = jobs.runner({
      workerId: 'other',
      handlers: {
        work: async () => {
          secondStarted.resolve();
          await secondRelease.promise;
          throw new Error('second try failed');
        },
      },
    });
    const id = await enqueueJob({ db: jobs.db }, { name: 'work', maxAttempts: 2 });
    const slowPass = slow.runDueJobs();
    await firstStarted.promise;
    await jobs.db.execute(sql`update jobs set locked_at = now() - interval '11 minutes' where id = ${id}`);
    const otherPass = other.runDueJobs();
    await secondStarted.promise;

    firstRelease.resolve();
    await slowPass;
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'other' });
    expect(log.entries).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/lease/) }),
    ]);

    secondRelease.resolve();
    await otherPass;
    expect(await findJob(jobs.db, id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'second try failed',
    });
  });
});
