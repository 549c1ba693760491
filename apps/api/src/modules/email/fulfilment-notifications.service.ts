// The e-mails staff send a customer from the order view: the shipping notice with its
// tracking link, the delivery notice and the cancellation notice. Queued in the caller's transaction, tagged with the
// order so sending them (or failing to) shows on the order's timeline.
import type { Ctx } from '../../context.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { queueEmail } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { cancellationNoticeEmail } from './templates/cancellation-notice-email.ts';
import { deliveryNoticeEmail } from './templates/delivery-notice-email.ts';
import type { EmailBrand, RenderedEmail } from './templates/layout.ts';
import { type ShippingNotice, shippingNoticeEmail } from './templates/shipping-notice-email.ts';

/** The order a notice is about, as the order services have locked it. */
export type NoticeOrder = {
  id: number;
  orderNumber: number | null;
  customerName: string;
  customerEmail: string;
  language: string;
};

/** What every notice says of its order: its number (its id before it had one), whom, in which language. */
function aboutOrder(order: NoticeOrder) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber ?? order.id,
    customerName: order.customerName,
    language: order.language,
  };
}

/**
 * Queues the e-mail `write` writes in the store's brand for the order's language, to the order's
 * customer, tagged with the order.
 */
function queueOrderEmail(
  ctx: Pick<Ctx, 'db' | 'config'>,
  tenant: TenantRow,
  order: NoticeOrder,
  write: (brand: EmailBrand) => RenderedEmail,
): Promise<number> {
  const email = write(emailBrandOf(tenant, order.language));
  return queueEmail(ctx, { tenantId: tenant.id, to: order.customerEmail, orderId: order.id, ...email });
}

export async function queueShippingNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  {
    tenant,
    order,
    parcel,
  }: {
    tenant: TenantRow;
    order: NoticeOrder;
    parcel: Omit<ShippingNotice, keyof ReturnType<typeof aboutOrder>>;
  },
): Promise<number> {
  const notice = { ...aboutOrder(order), ...parcel };
  return queueOrderEmail(ctx, tenant, order, (brand) => shippingNoticeEmail(brand, notice));
}

export async function queueDeliveryNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  { tenant, order }: { tenant: TenantRow; order: NoticeOrder },
): Promise<number> {
  return queueOrderEmail(ctx, tenant, order, (brand) => deliveryNoticeEmail(brand, aboutOrder(order)));
}

export async function queueCancellationNotice(
  ctx: Pick<Ctx, 'db' | 'config'>,
  {
    tenant,
    order,
    refundedMinor,
  }: { tenant: TenantRow; order: NoticeOrder & { currency: string }; refundedMinor: number },
): Promise<number> {
  const notice = { ...aboutOrder(order), currency: order.currency, refundedMinor };
  return queueOrderEmail(ctx, tenant, order, (brand) => cancellationNoticeEmail(brand, notice));
}
