import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextCronTime } from './cron.ts';
import { enqueueJob, pruneFinishedJobs, scheduleRecurringJob } from './jobs.service.ts';
import { countJobs, findJob, secondsFromNow, useJobsDatabase } from './jobs.test-support.ts';

const jobs = useJobsDatabase();

describe('enqueueJob', () => {
  it('queues a job due now with the defaults of the schema', async () => {
    const id = await enqueueJob({ db: jobs.db }, { name: 'email.send', payload: { to: 'a@example.com' } });
    const job = await findJob(jobs.db, id);
    expect(job).toMatchObject({ name: 'email.send', payload: { to: 'a@example.com' }, status: 'queued' });
    expect(job).toMatchObject({ attempts: 0, maxAttempts: 5, key: null, cron: null, lastError: null });
    expect(Math.abs(secondsFromNow(job!.runAt))).toBeLessThan(5);
  });

  it('delays a job by delayMs or until runAt', async () => {
    const delayed = await findJob(jobs.db, await enqueueJob({ db: jobs.db }, { name: 'x', delayMs: 90_000 }));
    expect(secondsFromNow(delayed!.runAt)).toBeGreaterThan(80);
    const runAt = new Date(Date.now() + 3_600_000);
    const scheduled = await findJob(
      jobs.db,
      await enqueueJob({ db: jobs.db }, { name: 'x', runAt, maxAttempts: 2 }),
    );
    expect(scheduled).toMatchObject({ runAt, maxAttempts: 2, payload: {} });
  });

  it('returns the active job for a key instead of queueing a second one', async () => {
    const first = await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:1', payload: { n: 1 } });
    const second = await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:1', payload: { n: 2 } });
    expect(second).toBe(first);
    expect(await countJobs(jobs.db)).toBe(1);
    expect((await findJob(jobs.db, first))?.payload).toEqual({ n: 1 });

    await jobs.db.execute(sql`update jobs set status = 'running' where id = ${first}`);
    expect(await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:1' })).toBe(first);
  });

  it('frees the key once its job has finished', async () => {
    const first = await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:2' });
    await jobs.db.execute(sql`update jobs set status = 'done' where id = ${first}`);
    const next = await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:2' });
    expect(next).not.toBe(first);
    expect(await enqueueJob({ db: jobs.db }, { name: 'x', key: 'order:3' })).not.toBe(next);
  });

  it('settles concurrent enqueues of one key on a single job', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => enqueueJob({ db: jobs.db }, { name: 'x', key: 'race' })),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await countJobs(jobs.db)).toBe(1);
  });
});

describe('scheduleRecurringJob', () => {
  const daily = { name: 'report', cron: '0 4 * * *', key: 'report:daily', payload: { kind: 'daily' } };

  it('queues one occurrence at the next cron time, however often it is called', async () => {
    const id = await scheduleRecurringJob({ db: jobs.db }, daily);
    expect(await scheduleRecurringJob({ db: jobs.db }, daily)).toBe(id);
    expect(await countJobs(jobs.db)).toBe(1);
    const job = await findJob(jobs.db, id);
    expect(job).toMatchObject({
      status: 'queued',
      cron: '0 4 * * *',
      key: 'report:daily',
      payload: { kind: 'daily' },
    });
    expect(job?.runAt).toEqual(nextCronTime('0 4 * * *'));
  });

  it('keeps an overdue occurrence due, but moves it when the expression changes', async () => {
    const id = await scheduleRecurringJob({ db: jobs.db }, daily);
    await jobs.db.execute(sql`update jobs set run_at = now() - interval '1 hour' where id = ${id}`);
    await scheduleRecurringJob({ db: jobs.db }, daily);
    expect(secondsFromNow((await findJob(jobs.db, id))!.runAt)).toBeLessThan(0);

    expect(await scheduleRecurringJob({ db: jobs.db }, { ...daily, cron: '30 5 * * *' })).toBe(id);
    const moved = await findJob(jobs.db, id);
    expect(moved).toMatchObject({ cron: '30 5 * * *', runAt: nextCronTime('30 5 * * *') });
  });

  it('leaves a running occurrence alone', async () => {
    const id = await scheduleRecurringJob({ db: jobs.db }, daily);
    await jobs.db.execute(sql`update jobs set status = 'running' where id = ${id}`);
    expect(await scheduleRecurringJob({ db: jobs.db }, daily)).toBe(id);
    expect(await countJobs(jobs.db)).toBe(1);
  });

  it('rejects an invalid expression without queueing anything', async () => {
    await expect(scheduleRecurringJob({ db: jobs.db }, { ...daily, cron: 'every day' })).rejects.toThrow(
      /Cron expression/,
    );
    expect(await countJobs(jobs.db)).toBe(0);
  });
});

describe('pruneFinishedJobs', () => {
  it('deletes only done jobs that finished before the cut-off', async () => {
    const [oldDone, newDone, oldFailed, queued] = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => enqueueJob({ db: jobs.db }, { name })),
    );
    await jobs.db.execute(sql`update jobs set status = 'done', finished_at = now() - interval '10 days'
      where id = ${oldDone!}`);
    await jobs.db.execute(sql`update jobs set status = 'done', finished_at = now() - interval '1 day'
      where id = ${newDone!}`);
    await jobs.db.execute(sql`update jobs set status = 'failed', finished_at = now() - interval '10 days'
      where id = ${oldFailed!}`);

    expect(await pruneFinishedJobs({ db: jobs.db }, 7)).toBe(1);
    expect(await findJob(jobs.db, oldDone!)).toBeUndefined();
    for (const id of [newDone!, oldFailed!, queued!]) expect(await findJob(jobs.db, id)).toBeDefined();
  });
});
