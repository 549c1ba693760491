// E-mail (DESIGN §7): every message is written to the outbox first, in the caller's transaction,
// so it is sent exactly when the change that caused it commits, by an 'email.send' job. With
// SMTP_URL the job sends it; without, it stays in the outbox (status 'outbox') and the job logs it.
// Outside production that line carries the links in full, so a person trying the platform can open
// them (the super admin's /dev/mailbox lists it too); in production it names only the recipient,
// subject and message id, since a set-password or reset link in a log is a key to an account
// (ADR 0027). The store's own e-mail log always hides their tokens (email-log.service.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config/config.ts';
import { actingTenant, type Ctx } from '../../context.ts';
import { sendPreparedWithNext } from '../../db/send-with-next.ts';
import {
  type EmailRow,
  emailsWithJobStatement,
  findEmail,
  insertEmailsWithJob,
  type OrderEmailsPart,
  orderEmailsWithJobPart,
  updateEmailStatus,
} from './email.queries.ts';
import { senderOf } from './email-brand.service.ts';
import { linksOf } from './email-links.ts';
import { findTenantSender } from './email-settings.queries.ts';

export const SEND_EMAIL_JOB = 'email.send';

export type OutgoingEmail = {
  tenantId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The order it tells of: sending it (or failing to) then shows on the order's timeline. */
  orderId?: number;
  /** Files sent with it (a bill's PDF invoice, ADR 0086). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Pass a transaction as ctx.db to queue atomically with the change the e-mail reports. */
export async function queueEmail(ctx: Pick<Ctx, 'db' | 'config'>, email: OutgoingEmail): Promise<number> {
  const [id] = await queueEmails(ctx, [email]);
  return id!;
}

/**
 * Several e-mails (an order's confirmation, the store's notice, a set-password link) in ONE
 * statement whatever their number: the outbox rows and one 'email.send' job per store that sends
 * them all (docs/performance.md, "Checkout: where an order's time goes"). Answers their ids.
 */
export async function queueEmails(
  ctx: Pick<Ctx, 'db' | 'config'>,
  emails: OutgoingEmail[],
): Promise<number[]> {
  return insertEmailsWithJob(ctx.db, outboxRows(ctx, emails), SEND_EMAIL_JOB);
}

/**
 * queueEmails for a caller that needs no ids: in a transaction on PostgreSQL the statement goes
 * with the transaction's next statement or its COMMIT, in no round trip of its own (ADR 0113).
 */
export async function queueEmailsWithNext(
  ctx: Pick<Ctx, 'db' | 'config'>,
  emails: OutgoingEmail[],
): Promise<void> {
  if (emails.length === 0) return;
  const { statement, values } = emailsWithJobStatement(outboxRows(ctx, emails), SEND_EMAIL_JOB);
  await sendPreparedWithNext(ctx.db, statement(ctx.db), values);
}

/**
 * E-mails written before their order had its number, as a part of the order's statement (ADR
 * 0120): `marker` stands where the number goes, and the statement writes the number there and the
 * order's id on each row. Undefined when there are none.
 */
export function orderEmailsPart(
  ctx: Pick<Ctx, 'config'>,
  { emails, marker }: { emails: OutgoingEmail[]; marker: string },
): OrderEmailsPart | undefined {
  if (emails.length === 0) return undefined;
  // The subject is cut to its column's length by the statement, once the marker is replaced.
  return orderEmailsWithJobPart(outboxRows(ctx, emails, Number.POSITIVE_INFINITY), SEND_EMAIL_JOB, marker);
}

function outboxRows(ctx: Pick<Ctx, 'config'>, emails: OutgoingEmail[], subjectLength = 255) {
  return emails.map((email) => ({
    tenantId: email.tenantId,
    toAddress: email.to,
    subject: email.subject.slice(0, subjectLength),
    html: email.html,
    text: email.text,
    status: ctx.config.SMTP_URL ? 'queued' : 'outbox',
    orderId: email.orderId ?? null,
    attachments: email.attachments?.length
      ? email.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          contentBase64: a.content.toString('base64'),
        }))
      : null,
  }));
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

/**
 * The 'email.send' job. Throws on an SMTP failure so the runner retries; repeats after 'sent' are
 * no-ops. Without SMTP_URL the e-mail stays in the outbox and is logged (links only outside production).
 */
/**
 * Sends one outbox row of the acting store (or, without SMTP_URL, logs it and keeps it in the
 * outbox). Takes the row's id, or the row when the caller has just read it (the job), so it is not
 * read twice. Answers the row as it now is; undefined when there is no such row.
 */
export async function sendQueuedEmail(
  ctx: Pick<Ctx, 'db' | 'tenantId'> & {
    config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'NODE_ENV'>;
    log?: Pick<FastifyBaseLogger, 'info'>;
  },
  email: number | EmailRow,
): Promise<EmailRow | undefined> {
  const tenantId = actingTenant(ctx);
  const row = typeof email === 'number' ? await findEmail(ctx.db, tenantId, email) : email;
  if (!row || row.status === 'sent') return row;
  if (!ctx.config.SMTP_URL) {
    if (row.status !== 'outbox') await updateEmailStatus(ctx.db, tenantId, row.id, { status: 'outbox' });
    ctx.log?.info(...unsentEmailLogLine(row, { withLinks: ctx.config.NODE_ENV !== 'production' }));
    return { ...row, status: 'outbox' };
  }
  const sender = senderOf(await findTenantSender(ctx.db, tenantId), ctx.config);
  try {
    await (await transportFor(ctx.config.SMTP_URL)).sendMail({
      from: sender.from,
      replyTo: sender.replyTo,
      to: row.toAddress,
      subject: row.subject.slice(0, 255),
      html: row.html,
      text: row.text ?? undefined,
      ...(row.attachments?.length
        ? {
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
            })),
          }
        : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateEmailStatus(ctx.db, tenantId, row.id, { status: 'failed', error: message.slice(0, 1000) });
    throw error;
  }
  const sent = { status: 'sent', error: null, sentAt: new Date() } as const;
  await updateEmailStatus(ctx.db, tenantId, row.id, sent);
  return { ...row, ...sent };
}

/**
 * The log line of an e-mail kept in the outbox for want of a mail server: who and what, and with
 * `withLinks` (never in production) every link in full, so a person trying the platform can follow
 * a set-password or reset link. Only ever logged without SMTP_URL.
 */
export function unsentEmailLogLine(email: EmailRow, { withLinks }: { withLinks: boolean }): [object, string] {
  const summary = { id: email.id, tenantId: email.tenantId, to: email.toAddress, subject: email.subject };
  const heading = `E-mail not sent (no SMTP_URL): to ${email.toAddress}, "${email.subject}" (message ${email.id})`;
  if (!withLinks) return [{ email: summary }, heading];
  const links = linksOf(email);
  return [{ email: { ...summary, links } }, [heading, ...links.map((link) => `  ${link}`)].join('\n')];
}
