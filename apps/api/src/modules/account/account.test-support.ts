// Shared by the tests that read an account's e-mails (password reset, the account's language, the
// store's address in their links): the jobs that write and send them, run as a server runs them.
import { type TestApp, testCtx } from '../../../test/app.ts';
import { emailJobHandlers } from '../email/email.jobs.ts';
import { createJobRunner } from '../jobs/job-runner.service.ts';
import { accountJobHandlers } from './account.jobs.ts';

/**
 * Runs the queued account and e-mail jobs until none is due. A failed job is retried only a minute
 * later, so it does not keep the loop going.
 */
export async function runAccountJobs(t: Pick<TestApp, 'app' | 'database' | 'config'>) {
  const runner = createJobRunner({
    ...testCtx(t),
    handlers: { ...accountJobHandlers, ...emailJobHandlers() },
    backoff: () => 60_000,
  });
  while ((await runner.runDueJobs()) > 0) {}
}
