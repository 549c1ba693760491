// What recording a job's success sends: a one-off job's row is updated by one statement, with no
// transaction around it; a recurring one is closed and its next occurrence queued in one transaction.

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordStatements } from '../../../test/statements.ts';
import { recordJobSuccess } from './job-outcomes.ts';
import { claimDueJobs } from './jobs.queries.ts';
import { enqueueJob, scheduleRecurringJob } from './jobs.service.ts';
import { countJobs, findJob, makeDue, recordingLogger, useJobsDatabase } from './jobs.test-support.ts';

const jobs = useJobsDatabase();

async function claimOne() {
  const [job] = await claimDueJobs(jobs.db, 'w1', 1);
  if (!job) throw new Error('nothing was claimed');
  return job;
}

/** The statements `work` sends, BEGIN and COMMIT among them (they lead on PostgreSQL: "begin; …"). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const recorder = recordStatements(jobs.kind);
  try {
    await work();
  } finally {
    recorder.stop();
  }
  return recorder.statements;
}

describe('recordJobSuccess', () => {
  it('marks a one-off job done in one statement, outside any transaction', async () => {
    const id = await enqueueJob({ db: jobs.db }, { name: 'once', payload: { n: 1 } });
    const job = await claimOne();

    const sent = await statementsOf(async () =>
      expect(await recordJobSuccess(jobs.db, job, recordingLogger())).toBe('done'),
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^update "jobs" set "status" = /);
    expect(sent.join('\n')).not.toMatch(/\bbegin\b|\bcommit\b/i);
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: 'w1' });
  });

  it('answers lost, and changes nothing, when the claim is no longer the worker’s', async () => {
    const id = await enqueueJob({ db: jobs.db }, { name: 'once', payload: {} });
    const job = await claimOne();
    // Reclaimed by another worker after the lease: its attempt is the next one.
    await jobs.db.execute(sql`update jobs set attempts = attempts + 1, locked_by = 'w2' where id = ${id}`);

    expect(await recordJobSuccess(jobs.db, job, recordingLogger())).toBe('lost');
    expect(await findJob(jobs.db, id)).toMatchObject({ status: 'running', attempts: 2, lockedBy: 'w2' });
  });

  it('closes a recurring job and queues its next occurrence in one transaction', async () => {
    const first = await scheduleRecurringJob(
      { db: jobs.db },
      { name: 'nightly', cron: '0 3 * * *', key: 'nightly', payload: {} },
    );
    await makeDue(jobs.db, first);
    const job = await claimOne();

    const sent = await statementsOf(async () =>
      expect(await recordJobSuccess(jobs.db, job, recordingLogger())).toBe('done'),
    );

    expect(sent.join('\n')).toMatch(/\bbegin\b/i);
    expect(sent.join('\n')).toMatch(/insert into "jobs"/);
    expect(await findJob(jobs.db, job.id)).toMatchObject({ status: 'done' });
    expect(await countJobs(jobs.db, sql`name = 'nightly' and status = 'queued'`)).toBe(1);
  });
});
