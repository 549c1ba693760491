// The 'email.send' job: sends its outbox rows (one, or an order's several) over SMTP, or without
// SMTP_URL prints them to the log
// (registered in background-jobs.ts). What becomes of an order's e-mail is handed to
// `onOrderEmail`, the orders module's (an order's timeline is not the e-mail module's to write).
import { actAsTenant, type Ctx } from '../../context.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { type EmailRow, findEmail, findEmails } from './email.queries.ts';
import { SEND_EMAIL_JOB, sendQueuedEmail } from './email.service.ts';

/** An order's e-mail after the job tried it: `before` as it was, `after` as it is, `error` if it threw. */
export type OrderEmailAttempt = { before: EmailRow; after: EmailRow | undefined; error?: unknown };
export type OrderEmailOutcome = (ctx: Pick<Ctx, 'db'>, attempt: OrderEmailAttempt) => Promise<void>;

export function emailJobHandlers(onOrderEmail?: OrderEmailOutcome): Record<string, JobHandler> {
  return {
    // One row (`emailId`) or several (`emailIds`, an order's e-mails queued together): each is
    // tried, a refusal does not stop the others, and the job throws after the last if any failed,
    // so the runner retries it; rows already sent are skipped on the retry.
    [SEND_EMAIL_JOB]: async (payload, _job, ctx) => {
      const { tenantId, emailId, emailIds } = payload;
      const ids = Array.isArray(emailIds) ? emailIds : [emailId];
      if (typeof tenantId !== 'number' || ids.length === 0 || !ids.every((id) => typeof id === 'number'))
        throw new Error('Malformed email.send payload');
      actAsTenant(ctx, tenantId);
      const rows =
        ids.length === 1
          ? [await findEmail(ctx.db, tenantId, ids[0] as number)].flatMap((row) => row ?? [])
          : await findEmails(ctx.db, tenantId, ids as number[]);
      let failure: { error: unknown } | undefined;
      for (const found of rows) {
        try {
          await sendOne(ctx, tenantId, found, onOrderEmail);
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
  };
}

async function sendOne(
  ctx: Parameters<JobHandler>[2],
  tenantId: number,
  found: EmailRow,
  onOrderEmail: OrderEmailOutcome | undefined,
): Promise<void> {
  // Only an order's e-mail not already sent is of interest to its timeline.
  const before = onOrderEmail && found.orderId && found.status !== 'sent' ? found : undefined;
  let after: EmailRow | undefined;
  try {
    after = await sendQueuedEmail(ctx, found);
  } catch (error) {
    // Read again: the row now holds the error the send recorded.
    if (before && onOrderEmail) {
      await onOrderEmail(ctx, { before, after: await findEmail(ctx.db, tenantId, found.id), error });
    }
    throw error;
  }
  if (before && onOrderEmail) await onOrderEmail(ctx, { before, after });
}
