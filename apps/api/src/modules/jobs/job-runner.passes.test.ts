// Polling runs the next pass while one runs, when that one claimed a full batch: under load the
// runner keeps pace with the jobs requests queue (ADR 0125), up to MAX_POLLED_PASSES at once.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MAX_POLLED_PASSES } from './job-runner.service.ts';
import { enqueueJob } from './jobs.service.ts';
import { deferred, useJobsDatabase } from './jobs.test-support.ts';

const jobs = useJobsDatabase();

describe('polled passes', () => {
  it('overlap while batches come full, never more than MAX_POLLED_PASSES at once', async () => {
    const batchSize = 2;
    const release = deferred();
    let running = 0;
    let mostAtOnce = 0;
    let done = 0;
    const runner = jobs.runner({
      batchSize,
      pollIntervalMs: 10_000,
      handlers: {
        held: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await release.promise;
          running -= 1;
          done += 1;
        },
      },
    });
    const total = batchSize * (MAX_POLLED_PASSES + 2);
    for (let n = 0; n < total; n += 1) await enqueueJob({ db: jobs.db }, { name: 'held' });

    runner.start();
    // Every pass's jobs are held, so only overlapping passes can have claimed more than one batch.
    await expect.poll(() => running, { timeout: 5000 }).toBe(batchSize * MAX_POLLED_PASSES);
    await sleep(100);
    expect(running).toBe(batchSize * MAX_POLLED_PASSES);

    // Released, the passes end and the rest is claimed at once, not after the poll interval.
    release.resolve();
    await expect.poll(() => done, { timeout: 5000 }).toBe(total);
    expect(mostAtOnce).toBe(batchSize * MAX_POLLED_PASSES);
    await runner.stop();
  });

  it('do not overlap when a pass claims less than a batch', async () => {
    const release = deferred();
    let running = 0;
    const runner = jobs.runner({
      batchSize: 5,
      pollIntervalMs: 10_000,
      handlers: {
        held: async () => {
          running += 1;
          await release.promise;
        },
      },
    });
    for (let n = 0; n < 3; n += 1) await enqueueJob({ db: jobs.db }, { name: 'held' });
    runner.start();
    await expect.poll(() => running, { timeout: 5000 }).toBe(3);
    // A job queued now waits for the next poll: the pass that claimed three did not schedule one.
    await enqueueJob({ db: jobs.db }, { name: 'held' });
    await sleep(200);
    expect(running).toBe(3);
    release.resolve();
    await runner.stop();
  });
});
