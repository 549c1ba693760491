// An order's e-mails on its timeline: when the 'email.send' job has really sent an outbox row that
// belongs to an order, or failed to, the order's history says so (the e-mail module hands each
// attempt here, through background-jobs.ts). E-mails kept in the outbox for want of a mail server
// are not "sent" and leave no entry.
import type { Ctx } from '../../context.ts';
import type { OrderEmailAttempt } from '../email/email.jobs.ts';
import { recordOrderEvent } from './order-events.service.ts';

/** Records 'email_sent' or 'email_failed' from the row's status after the attempt. */
export async function recordOrderEmailOutcome(
  ctx: Pick<Ctx, 'db'>,
  { before, after, error }: OrderEmailAttempt,
): Promise<void> {
  if (!before.orderId || !after) return;
  const base = {
    tenantId: before.tenantId,
    orderId: before.orderId,
    source: 'system' as const,
    data: { emailId: before.id, to: before.toAddress, subject: before.subject },
  };
  // Only the mail server's own refusal is shown (the row's error), never another error's text.
  if (error !== undefined && after.status === 'failed') {
    const reason = (after.error ?? 'the mail server refused it').slice(0, 200);
    await recordOrderEvent(ctx, {
      ...base,
      kind: 'email_failed',
      message: `E-mail "${before.subject}" to ${before.toAddress} could not be sent: ${reason}`,
      data: { ...base.data, error: reason },
    });
  } else if (error === undefined && after.status === 'sent') {
    await recordOrderEvent(ctx, {
      ...base,
      kind: 'email_sent',
      message: `E-mail "${before.subject}" sent to ${before.toAddress}`,
    });
  }
}
