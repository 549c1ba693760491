// The store's low-stock e-mail: one per sale that took something to or below its alert
// level, listing all of it; queued in the order's transaction (after the stock, so in one
// statement that also raises the rows' flags), to where the new-order notice goes.
import type { Ctx } from '../../context.ts';
import { flagLowStockCtes, type StockTarget } from '../catalogue/product-stock.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { SEND_EMAIL_JOB } from './email.service.ts';
import { emailBrandOf } from './email-brand.ts';
import { insertStoreEmail } from './store-email.queries.ts';
import { type LowStockLine, lowStockEmail } from './templates/low-stock-email.ts';

/** One row the sale made low: the stock row (whose flag is raised) and what the e-mail says of it. */
export type LowStockNotice = LowStockLine & { target: StockTarget };

/** `ctx.db` is the order's transaction. Nothing is queued for a store with no address to write to. */
export async function queueLowStockEmail(
  ctx: Pick<Ctx, 'db' | 'config'>,
  tenant: TenantRow,
  lines: LowStockNotice[],
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
    flagLowStockCtes(
      tenant.id,
      lines.map((line) => line.target),
    ),
  );
}
