// The 'email.send' job: sends one outbox row over SMTP, or without SMTP_URL prints it to the log
// (registered in jobs/background-jobs.ts).
import { actAsTenant } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { SEND_EMAIL_JOB, sendQueuedEmail } from './email.service.ts';
import { orderEmailBeforeSending, recordOrderEmailOutcome } from './email-order-events.ts';

export const emailJobHandlers: Record<string, JobHandler> = {
  [SEND_EMAIL_JOB]: async (payload, _job, ctx) => {
    const { tenantId, emailId } = payload;
    if (typeof tenantId !== 'number' || typeof emailId !== 'number')
      throw new Error('Malformed email.send payload');
    actAsTenant(ctx, tenantId);
    // An order's e-mail lands on its timeline once sent, or failed.
    const orderEmail = await orderEmailBeforeSending(ctx, tenantId, emailId);
    try {
      await sendQueuedEmail(ctx, tenantId, emailId);
    } catch (error) {
      if (orderEmail) await recordOrderEmailOutcome(ctx, orderEmail, error);
      throw error;
    }
    if (orderEmail) await recordOrderEmailOutcome(ctx, orderEmail);
  },
};
