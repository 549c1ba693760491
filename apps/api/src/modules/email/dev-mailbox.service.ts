// The development mailbox (DESIGN §9): with no SMTP_URL, every e-mail the platform
// queued, in every store, with its links in full (set-password and reset tokens included), so a
// person trying the platform can follow them. Super admin only; it does not exist in production
// (the route answers as an unknown one) and is off while a mail server takes the mail.
import type { DevMailboxEntry, DevMailboxQuery } from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';
import { type Ctx, platformDb } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { listAllEmails } from './dev-mailbox.queries.ts';
import { linksOf } from './email-links.ts';

/** Whether the mailbox exists at all: everywhere but production. */
export const devMailboxExists = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV !== 'production';

export async function listDevMailbox(
  ctx: Ctx,
  query: DevMailboxQuery,
): Promise<{ emails: DevMailboxEntry[]; total: number }> {
  requireSuperAdmin(ctx);
  if (ctx.config.SMTP_URL) {
    throw new NotFoundError(
      'The development mailbox is off because SMTP_URL is set: e-mail goes to your mail server.',
    );
  }
  const { rows, total } = await listAllEmails(platformDb(ctx), query);
  return {
    emails: rows.map(({ email, storeName }) => ({
      id: email.id,
      tenantId: email.tenantId,
      storeName,
      to: email.toAddress,
      subject: email.subject,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
      text: email.text,
      html: email.html,
      links: linksOf(email),
    })),
    total,
  };
}
