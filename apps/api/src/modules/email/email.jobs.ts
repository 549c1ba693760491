// The 'email.send' job: sends one outbox row over SMTP (registered in jobs/background-jobs.ts).
import { actAsTenant } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { SEND_EMAIL_JOB, sendQueuedEmail } from './email.service.ts';

export const emailJobHandlers: Record<string, JobHandler> = {
  [SEND_EMAIL_JOB]: async (payload, _job, ctx) => {
    const { tenantId, emailId } = payload;
    if (typeof tenantId !== 'number' || typeof emailId !== 'number')
      throw new Error('Malformed email.send payload');
    actAsTenant(ctx, tenantId);
    await sendQueuedEmail(ctx, tenantId, emailId);
  },
};
