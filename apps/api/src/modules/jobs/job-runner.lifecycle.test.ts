// start() polls, stop() stops polling and waits for what is in flight.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../../db/database.ts';
import { createJobRunner } from './job-runner.ts';
import { enqueueJob } from './jobs.service.ts';
import { clearJobs, deferred, findJob } from './jobs.test-support.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(() => clearJobs(db));
describe('start and stop', () => {
  it('polls for jobs, and stop() waits for the handler in flight', async () => {
    const started = deferred();
    const release = deferred();
    let finished = false;
    const runner = createJobRunner({
      db,
      pollIntervalMs: 10,
      handlers: {
        slow: async () => {
          started.resolve();
          await release.promise;
          finished = true;
        },
      },
    });
    const id = await enqueueJob(db, { name: 'slow' });
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
    expect(await findJob(db, id)).toMatchObject({ status: 'done' });

    // Stopped means stopped: nothing new is claimed, by the timer or by hand.
    const later = await enqueueJob(db, { name: 'slow' });
    await sleep(50);
    expect(await runner.runDueJobs()).toBe(0);
    expect(await findJob(db, later)).toMatchObject({ status: 'queued' });

    runner.start();
    await expect.poll(async () => (await findJob(db, later))?.status, { timeout: 2000 }).toBe('done');
    await runner.stop();
  });

  it('tells the handler through its signal that the runner is stopping', async () => {
    const started = deferred();
    let aborted = false;
    const runner = createJobRunner({
      db,
      pollIntervalMs: 10,
      handlers: {
        wait: async (_payload, _job, { signal }) => {
          started.resolve();
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          aborted = signal.aborted;
        },
      },
    });
    await enqueueJob(db, { name: 'wait' });
    runner.start();
    await started.promise;
    await runner.stop();
    expect(aborted).toBe(true);
  });
});
