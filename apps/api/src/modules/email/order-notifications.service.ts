// The e-mails one new order sends (spec storefront §1, DESIGN §6): the shopper's confirmation, the
// store's new-order notice, and for a new customer the set-password link, or for a guest whose
// e-mail already had an account the note that the order was added to it (ADR 0048). Queued in the
// caller's transaction, so they go exactly once with the order.
import type { Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { findStoreOwnerEmail } from '../auth/users.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { OutgoingEmail } from './email.service.ts';
import { emailBrandOf } from './email-brand.service.ts';
import { existingAccountOrderEmail } from './templates/existing-account-order-email.ts';
import { newOrderEmail, orderConfirmationEmail } from './templates/order-emails.ts';
import { type EmailOrder, inBuyersLanguage } from './templates/order-summary.ts';
import { setPasswordEmail } from './templates/set-password-email.ts';

export type { EmailOrder };

export type OrderNotifications = {
  tenant: TenantRow;
  order: EmailOrder;
  /** Set for a customer account made by this order. */
  setPassword?: { username: string; link: string; validDays: number };
  /** Set for a guest order filed under an account the e-mail already had: where to sign in. */
  existingAccount?: { signIn: string; forgotPassword: string };
  /** The store's notice address when the caller looked it up already (`storeNoticeAddress`). */
  storeAddress?: string | null;
};

/** Where the store's new-order notice goes: its support address, else its owner's e-mail. */
export async function storeNoticeAddress(
  ctx: Pick<Ctx, 'db'>,
  tenant: Pick<TenantRow, 'id' | 'emailSupportAddress'> & { noticeAddress?: string | null },
): Promise<string | null> {
  // The confirm reads it with the store's row (CheckoutStore): no statement in its transaction.
  if (tenant.noticeAddress !== undefined) return tenant.noticeAddress;
  return (
    tenant.emailSupportAddress || ((await findStoreOwnerEmail({ db: ctx.db, tenantId: tenant.id })) ?? null)
  );
}

/**
 * What an e-mail written before its order has a number carries in the number's place, for the
 * order's statement to replace (ADR 0120): random, so no text of the order can carry it too.
 */
export function orderNumberMarker(): string {
  return `order-number-${randomText(16, 'hex')}`;
}

/**
 * The order's e-mails, written for the caller to queue in the order's transaction, all in one
 * statement (ADR 0020): `queueEmailsWithNext`, or as parts of the order's statement (ADR 0120).
 */
export async function orderEmails(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: OrderNotifications,
): Promise<OutgoingEmail[]> {
  const { tenant, order } = input;
  const brand = emailBrandOf(tenant);
  // The buyer's e-mails carry the owner's texts in the order's language too (docs/decisions/0094).
  const buyerBrand = emailBrandOf(tenant, order.language);
  const emails: OutgoingEmail[] = [];
  const to = (address: string, email: Omit<OutgoingEmail, 'tenantId' | 'to' | 'orderId'>) =>
    emails.push({ tenantId: tenant.id, to: address, orderId: order.orderId, ...email });
  // The buyer reads the products' names in the order's language; the store its own (docs/decisions/0095).
  if (order.customerEmail)
    to(order.customerEmail, orderConfirmationEmail(buyerBrand, inBuyersLanguage(order)));
  const storeAddress =
    input.storeAddress === undefined ? await storeNoticeAddress(ctx, tenant) : input.storeAddress;
  if (storeAddress) to(storeAddress, newOrderEmail(brand, order, `${ctx.config.PUBLIC_URL}/store-orders`));
  if (input.setPassword && order.customerEmail) {
    const { username, link, validDays } = input.setPassword;
    to(order.customerEmail, setPasswordEmail(buyerBrand, username, link, validDays, order.language));
  }
  if (input.existingAccount && order.customerEmail) {
    to(order.customerEmail, existingAccountOrderEmail(buyerBrand, input.existingAccount, order.language));
  }
  return emails;
}
