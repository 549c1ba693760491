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
      const found = await findEmail(ctx.db, tenantId, emailId);
      if (!found) return;
      // Only an order's e-mail not already sent is of interest to its timeline.
      const before = onOrderEmail && found.orderId && found.status !== 'sent' ? found : undefined;
      let after: EmailRow | undefined;
      try {
        after = await sendQueuedEmail(ctx, found);
      } catch (error) {
        // Read again: the row now holds the error the send recorded.
        if (before && onOrderEmail) {
          await onOrderEmail(ctx, { before, after: await findEmail(ctx.db, tenantId, emailId), error });
        }
        throw error;
      }
      if (before && onOrderEmail) await onOrderEmail(ctx, { before, after });
    },
  };
}
