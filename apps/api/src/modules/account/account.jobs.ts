// The 'account.password-reset' job: finds the account a reset request names and e-mails it the
// link (registered in background-jobs.ts).
import type { JobHandler } from '../jobs/jobs.types.ts';
import { PASSWORD_RESET_JOB, sendPasswordResetLinks } from './password-reset.service.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const accountJobHandlers: Record<string, JobHandler> = {
  [PASSWORD_RESET_JOB]: async (payload, _job, ctx) => {
    const usernameOrEmail = text(payload.usernameOrEmail);
    if (!usernameOrEmail) throw new Error('Malformed account.password-reset payload');
    await sendPasswordResetLinks(ctx, {
      usernameOrEmail,
      tenantSlug: text(payload.tenantSlug),
      host: text(payload.host),
    });
  },
};
