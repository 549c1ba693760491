// start() polls, stop() stops polling and waits for what is in flight.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from './jobs.service.ts';
import { deferred, findJob, useJobsDatabase } from './jobs.test-support.ts';

const jobs = useJobsDatabase();
describe('start and stop', () => {
  it('polls for jobs, and stop() waits for the handler in flight', async () => {
    const started = deferred();
    const release = deferred();
    let finished = false;
    const runner = jobs.runner({
      pollIntervalMs: 10,
      handlers: {
        slow: async () => {
          started.resolve();
          await release.promise;
          finished = true;
        },
      },
    });
    const id = await enqueueJob({ db: jobs.db }, { name: 'slow' });
    runner.start();
    await started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(true);
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'done' });

    // Stopped means stopped: nothing new is claimed, by the timer or by hand.
    const later = await enqueueJob({ db: jobs.db }, { name: 'slow' });
    await sleep(50);
    expect(await runner.runDueJobs()).toBe(0);
    expect(await findJob(jobs.db, later)).toMatchObject({ status: 'queued' });

    runner.start();
    await expect.poll(async () => (await findJob(jobs.db, later))?.status, { timeout: 2000 }).toBe('done');
    await runner.stop();
  });

  it('tells the handler through its signal that the runner is stopping', async () => {
    const started = deferred();
    let aborted = false;
    const runner = jobs.runner({
      pollIntervalMs: 10,
      handlers: {
        wait: async (_payload, _job, { signal }) => {
          started.resolve();
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          aborted = signal.aborted;
        },
      },
    });
    await enqueueJob({ db: jobs.db }, { name: 'wait' });
    runner.start();
    await started.promise;
    await runner.stop();
    expect(aborted).toBe(true);
  });
});
