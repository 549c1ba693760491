// The store's low-stock e-mail: one per sale that took something to or below its alert
// level, listing all of it; queued in the order's transaction (after the stock, so in one
// statement that also raises the rows' flags), to where the new-order notice goes. The flags are
// the catalogue's (`flagLowStockCtes`); the caller, which has both, hands them in as the guard.
import type { SQL } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { SEND_EMAIL_JOB } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { insertStoreEmail } from './store-email.queries.ts';
import { type LowStockLine, lowStockEmail } from './templates/low-stock-email.ts';

export type { LowStockLine };

/**
 * `ctx.db` is the order's transaction; `flags`: the statement parts that raise the rows' low-stock
 * flags, without which nothing is queued. Nothing is queued for a store with no address either.
 */
export async function queueLowStockEmail(
  ctx: Pick<Ctx, 'db' | 'config'>,
  {
    tenant,
    lines,
    flags,
  }: { tenant: TenantRow; lines: LowStockLine[]; flags: { ctes: SQL; anyFlagged: SQL } },
): Promise<void> {
  if (lines.length === 0) return;
  const adminUrl = `${ctx.config.PUBLIC_URL}/product-management?stock=low`;
  await insertStoreEmail(
    ctx.db,
    {
      tenantId: tenant.id,
      supportAddress: tenant.emailSupportAddress,
      ...lowStockEmail(emailBrandOf(tenant), lines, adminUrl),
      status: ctx.config.SMTP_URL ? 'queued' : 'outbox',
      jobName: SEND_EMAIL_JOB,
    },
    flags,
  );
}
