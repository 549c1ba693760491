// The e-mails staff send a customer from the order view: the shipping notice with its
// tracking link, the delivery notice and the cancellation notice. Queued in the caller's transaction, tagged with the
// order so sending them (or failing to) shows on the order's timeline.
import type { Ctx } from '../../context.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { queueEmail } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { type CancellationNotice, cancellationNoticeEmail } from './templates/cancellation-notice-email.ts';
import { type DeliveryNotice, deliveryNoticeEmail } from './templates/delivery-notice-email.ts';
import { type ShippingNotice, shippingNoticeEmail } from './templates/shipping-notice-email.ts';

export async function queueShippingNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  { tenant, to, notice }: { tenant: TenantRow; to: string; notice: ShippingNotice },
): Promise<number> {
  const email = shippingNoticeEmail(emailBrandOf(tenant, notice.language), notice);
  return queueEmail(ctx, { tenantId: tenant.id, to, orderId: notice.orderId, ...email });
}

export async function queueDeliveryNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  {
    tenant,
    to,
    notice,
  }: {
    tenant: TenantRow;
    to: string;
    notice: DeliveryNotice;
  },
): Promise<number> {
  const email = deliveryNoticeEmail(emailBrandOf(tenant, notice.language), notice);
  return queueEmail(ctx, { tenantId: tenant.id, to, orderId: notice.orderId, ...email });
}

export async function queueCancellationNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  { tenant, to, notice }: { tenant: TenantRow; to: string; notice: CancellationNotice },
): Promise<number> {
  const email = cancellationNoticeEmail(emailBrandOf(tenant, notice.language), notice);
  return queueEmail(ctx, { tenantId: tenant.id, to, orderId: notice.orderId, ...email });
}
