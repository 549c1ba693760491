// Jobs whose worker died: reclaimed after the lease, or failed when out of attempts.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { recordStatements } from '../../../test/statements.ts';
import { enqueueJob, scheduleRecurringJob } from './jobs.service.ts';
import {
  findJob,
  listQueuedJobIds,
  lockAsIfBy,
  recordingLogger,
  useJobsDatabase,
} from './jobs.test-support.ts';

const jobs = useJobsDatabase();

const queuedFor = (key: string) => listQueuedJobIds(jobs.db, key);

describe('stale jobs', () => {
  it('go back to the queue when their worker held them past the lease, and then run', async () => {
    let runs = 0;
    const log = recordingLogger();
    const runner = jobs.runner({
      log,
      workerId: 'alive',
      handlers: { work: async () => void runs++ },
    });
    const stale = await enqueueJob({ db: jobs.db }, { name: 'work' });
    const fresh = await enqueueJob({ db: jobs.db }, { name: 'work' });
    await lockAsIfBy(jobs.db, stale, 'dead', 11);
    await lockAsIfBy(jobs.db, fresh, 'busy', 0);

    expect(await runner.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(jobs.db, stale)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'alive' });
    expect((await findJob(jobs.db, stale))?.lastError).toMatch(/Lease expired: worker dead/);
    expect(await findJob(jobs.db, fresh)).toMatchObject({ status: 'running', lockedBy: 'busy' });
    expect(log.entries[0]).toMatchObject({ level: 'warn', obj: { reclaimed: 1 } });
  });

  it('are not taken from a live worker whose handler outlasts the lease: it renews its claim', async () => {
    let runs = 0;
    const slow = jobs.runner({
      workerId: 'slow',
      leaseMs: 300,
      handlers: {
        work: async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        },
      },
    });
    const other = jobs.runner({
      workerId: 'other',
      leaseMs: 300,
      handlers: { work: async () => void runs++ },
    });
    const id = await enqueueJob({ db: jobs.db }, { name: 'work' });
    const running = slow.runDueJobs();
    // The other worker sweeps for stale jobs all through the slow one's run (over three leases).
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 110));
      await other.runDueJobs();
    }
    await running;
    expect(runs).toBe(1);
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: 'slow' });
  });

  it('fail on their last attempt, and a recurring one queues its successor', async () => {
    const runner = jobs.runner({ leaseMs: 60_000, handlers: {} });
    const id = await scheduleRecurringJob(
      { db: jobs.db },
      {
        name: 'nightly',
        cron: '0 1 * * *',
        key: 'nightly',
        maxAttempts: 3,
      },
    );
    await lockAsIfBy(jobs.db, id, 'dead', 2, 3);

    await runner.runDueJobs();
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await queuedFor('nightly')).toHaveLength(1);
  });

  it('are looked for by polling at most every quarter lease, and by every pass run by hand', async () => {
    const worker = { workerId: 'alive', leaseMs: 60_000, handlers: { work: async () => {} } };
    const runner = jobs.runner({ ...worker, pollIntervalMs: 10 });
    const first = await enqueueJob({ db: jobs.db }, { name: 'work' });
    await lockAsIfBy(jobs.db, first, 'dead', 2);
    const recorder = recordStatements(jobs.kind);
    let second = 0;
    try {
      runner.start();
      await expect.poll(async () => (await findJob(jobs.db, first))?.status, { timeout: 2000 }).toBe('done');
      // Gone stale after the first pass: polling leaves it until a quarter lease has passed.
      // (Not due when queued, so the runner cannot claim it before it is made stale.)
      second = await enqueueJob({ db: jobs.db }, { name: 'work', delayMs: 60_000 });
      await lockAsIfBy(jobs.db, second, 'dead', 2);
      await sleep(200);
      await runner.stop();
    } finally {
      recorder.stop();
    }
    expect(await findJob(jobs.db, second)).toMatchObject({ status: 'running', lockedBy: 'dead' });
    // One look is two statements (requeue the stale, fail those out of attempts), both "Lease expired".
    expect(recorder.statements.filter((text) => /Lease expired/.test(text))).toHaveLength(2);

    expect(await jobs.runner(worker).runDueJobs()).toBe(1);
    expect(await findJob(jobs.db, second)).toMatchObject({ status: 'done', lockedBy: 'alive' });
  });
});
