// The 'email.send' job: sends one outbox row over SMTP, or without SMTP_URL prints it to the log
// (registered in background-jobs.ts). What becomes of an order's e-mail is handed to
// `onOrderEmail`, the orders module's (an order's timeline is not the e-mail module's to write).
import { actAsTenant, type Ctx } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { type EmailRow, findEmail } from './email.queries.ts';
import { SEND_EMAIL_JOB, sendQueuedEmail } from './email.service.ts';

/** An order's e-mail after the job tried it: `before` as it was, `after` as it is, `error` if it threw. */
export type OrderEmailAttempt = { before: EmailRow; after: EmailRow | undefined; error?: unknown };
export type OrderEmailOutcome = (ctx: Pick<Ctx, 'db'>, attempt: OrderEmailAttempt) => Promise<void>;

export function emailJobHandlers(onOrderEmail?: OrderEmailOutcome): Record<string, JobHandler> {
  return {
    [SEND_EMAIL_JOB]: async (payload, _job, ctx) => {
      const { tenantId, emailId } = payload;
      if (typeof tenantId !== 'number' || typeof emailId !== 'number')
        throw new Error('Malformed email.send payload');
      actAsTenant(ctx, tenantId);
      // Only an order's e-mail not already sent is of interest to its timeline.
      const found = onOrderEmail ? await findEmail(ctx.db, tenantId, emailId) : undefined;
      const before = found?.orderId && found.status !== 'sent' ? found : undefined;
      const report = async (error?: unknown) => {
        if (!before || !onOrderEmail) return;
        const after = await findEmail(ctx.db, tenantId, emailId);
        await onOrderEmail(ctx, { before, after, error });
      };
      try {
        await sendQueuedEmail(ctx, tenantId, emailId);
      } catch (error) {
        await report(error);
        throw error;
      }
      await report();
    },
  };
}
