// Jobs whose worker died: reclaimed after the lease, or failed when out of attempts.
import { describe, expect, it } from 'vitest';
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
});
