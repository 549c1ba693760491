// The customer's e-mails about a return (modules/returns), queued in the caller's transaction and
// tagged with the order so sending them shows on its timeline.
import type { Ctx } from '../../context.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { queueEmail } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { type ReturnNotice, returnNoticeEmail } from './templates/return-notice-email.ts';

export type { ReturnNotice } from './templates/return-notice-email.ts';

export async function queueReturnNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  { tenant, to, notice }: { tenant: TenantRow; to: string; notice: ReturnNotice },
): Promise<number> {
  const email = returnNoticeEmail(emailBrandOf(tenant, notice.language), notice);
  return queueEmail(ctx, { tenantId: tenant.id, to, orderId: notice.orderId, ...email });
}
