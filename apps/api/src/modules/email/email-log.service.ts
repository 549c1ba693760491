// GET /api/admin/emails (DESIGN §9): the store's sent and outbox e-mails. The tokens of set-password
// and password-reset links (any `token=` in a link) are blanked: they would let whoever reads the
// log sign in as that customer or staff member. Only the super admin's /dev/mailbox shows them.
import type { EmailLogEntry } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { listEmailPage } from './email-settings.queries.ts';

const TOKEN_IN_LINK = /([?&](?:amp;)?token=)[^"'&\s<>]+/g;
export const hideTokens = (text: string) => text.replace(TOKEN_IN_LINK, '$1hidden');

export async function listEmailLog(
  ctx: Ctx,
  query: { tenantId?: number; limit: number; offset: number },
): Promise<{ emails: EmailLogEntry[]; total: number }> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const { rows, total } = await listEmailPage(ctx.db, acting, query);
  return {
    emails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      html: hideTokens(row.html),
      text: row.text === null ? null : hideTokens(row.text),
    })),
    total,
  };
}
