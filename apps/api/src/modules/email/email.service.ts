// E-mail (DESIGN §7): every message is written to the outbox first, in the caller's transaction,
// so it is sent exactly when the change that caused it commits. With SMTP_URL a job sends it;
// without, it stays in the outbox (status 'outbox') for the admin to read.
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config/config.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findEmail, insertEmail, updateEmailStatus } from './email.queries.ts';
import { senderOf } from './email-brand.ts';
import { findTenantSender } from './email-settings.queries.ts';

export const SEND_EMAIL_JOB = 'email.send';

export type OutgoingEmail = { tenantId: number; to: string; subject: string; html: string; text: string };

/** Pass a transaction as ctx.db to queue atomically with the change the e-mail reports. */
export async function queueEmail(ctx: Pick<Ctx, 'db' | 'config'>, email: OutgoingEmail): Promise<number> {
  const id = await insertEmail(ctx.db, {
    tenantId: email.tenantId,
    toAddress: email.to,
    subject: email.subject.slice(0, 255),
    html: email.html,
    text: email.text,
    status: ctx.config.SMTP_URL ? 'queued' : 'outbox',
  });
  if (ctx.config.SMTP_URL) {
    await enqueueJob(ctx.db, { name: SEND_EMAIL_JOB, payload: { tenantId: email.tenantId, emailId: id } });
  }
  return id;
}

const transports = new Map<string, Transporter>();
/** nodemailer is loaded with the first e-mail sent: a process that never sends one does not hold it. */
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The 'email.send' job. Throws on an SMTP failure so the runner retries; repeats after 'sent' are no-ops. */
export async function sendQueuedEmail(
  deps: { db: Db; config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'> },
  tenantId: number,
  emailId: number,
): Promise<void> {
  const email = await findEmail(deps.db, tenantId, emailId);
  if (!email || email.status === 'sent') return;
  if (!deps.config.SMTP_URL) {
    await updateEmailStatus(deps.db, tenantId, emailId, { status: 'outbox' });
    return;
  }
  const sender = senderOf(await findTenantSender(deps.db, tenantId), deps.config);
  try {
    await (await transportFor(deps.config.SMTP_URL)).sendMail({
      from: sender.from,
      replyTo: sender.replyTo,
      to: email.toAddress,
      subject: email.subject,
      html: email.html,
      text: email.text ?? undefined,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateEmailStatus(deps.db, tenantId, emailId, { status: 'failed', error: message.slice(0, 1000) });
    throw error;
  }
  await updateEmailStatus(deps.db, tenantId, emailId, { status: 'sent', error: null, sentAt: new Date() });
}
