// Collecting what an order still owes (orders.amount_due_minor) after a dearer edit or exchange
// (ADR 0077): a payment link for the exact amount due, e-mailed to the customer, and the order's
// statuses while something is owed. Paying a link, and the payments an order's money came from, are
// order-payment-link-payments.service.ts.
import { createHash } from 'node:crypto';
import {
  deriveOrderStatus,
  type FulfillmentStatus,
  formatMinorIn,
  minorToDecimal,
  ORDER_PAYMENT_LINK_DAYS,
  orderPaymentLinkMessages,
  orderPaymentLinkPath,
  type PaymentStatus,
  paymentStatusWithDue,
  type SendOrderPaymentLinkResponse,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomText } from '../../lib/crypto.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { paymentLinkEmail } from './order-payment-link-emails.ts';
import { replaceOrderPaymentLink, setOrderAmountDue } from './order-payment-links.queries.ts';
import { type LockedOrder, lockOrderForStatus } from './order-status.queries.ts';

/** An amount of the order for its timeline, in the order's currency (docs/decisions/0105). */
const money = (minor: number, currency: string) => formatMinorIn(minor, currency);

export const paymentLinkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where a store's payment links point: its own address (primary domain, else subdomain), else the
 * platform's (docs/deployment.md, "Every link at the store's address"). Read before a transaction.
 */
export async function paymentLinkOrigin(ctx: Ctx, tenant: TenantRow): Promise<string> {
  const address = await storeAddress(ctx, tenant);
  return address.ownHost ? address.origin : ctx.config.PUBLIC_URL;
}

/**
 * A new link for what the order owes now (the order's earlier unpaid link stops working), in the
 * caller's transaction, at `origin` (paymentLinkOrigin). The token leaves the server only in the e-mail.
 */
export async function newOrderPaymentLink(
  ctx: Pick<Ctx, 'db'>,
  {
    order,
    origin,
  }: { order: Pick<LockedOrder, 'id' | 'tenantId' | 'amountDueMinor' | 'currency'>; origin: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomText(24, 'base64url');
  const expiresAt = new Date(Date.now() + ORDER_PAYMENT_LINK_DAYS * 24 * 60 * 60 * 1000);
  await replaceOrderPaymentLink(ctx.db, {
    tenantId: order.tenantId,
    orderId: order.id,
    tokenHash: paymentLinkTokenHash(token),
    amountMinor: order.amountDueMinor,
    currency: order.currency,
    expiresAt,
  });
  const url = new URL(`${origin}${orderPaymentLinkPath(token)}`);
  url.searchParams.set('store', String(order.tenantId));
  return { url: url.toString(), expiresAt };
}

/** POST /api/admin/orders/{id}/payment-link: e-mails the customer a link for the amount due now. */
export async function sendOrderPaymentLink(
  ctx: Ctx,
  { orderId, requestedTenantId }: { orderId: number; requestedTenantId: number | undefined },
): Promise<SendOrderPaymentLinkResponse> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  const origin = await paymentLinkOrigin(ctx, tenant);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    if (order.amountDueMinor <= 0) throw new ConflictError(orderPaymentLinkMessages.nothingDue);
    if (order.status === 'cancelled' || order.paymentStatus === 'voided')
      throw new ConflictError('This order was cancelled; nothing can be paid on it');
    if (order.customerEmail === '') throw new ConflictError(orderPaymentLinkMessages.noEmail);
    const link = await newOrderPaymentLink({ db }, { order, origin });
    await queueEmail(
      { db, config: ctx.config },
      { tenantId, to: order.customerEmail, orderId, ...paymentLinkEmail(tenant, order, link) },
    );
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'payment_link',
      source: 'staff',
      actor: staffActor(actor),
      message: `Payment link for ${money(order.amountDueMinor, order.currency)} sent to ${order.customerEmail} by ${actor.username}`,
      data: {
        amount: minorToDecimal(order.amountDueMinor, order.currency),
        currency: order.currency,
        expiresAt: link.expiresAt.toISOString(),
      },
    });
    return {
      sent: true as const,
      to: order.customerEmail,
      amountDue: minorToDecimal(order.amountDueMinor, order.currency),
      currency: order.currency,
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/** The order's statuses once `dueMinor` is owed; a status set by hand stays as it was set. */
export function statusesWithDue(
  order: Pick<
    LockedOrder,
    'paymentStatus' | 'refundedMinor' | 'manualStatusOverride' | 'status' | 'fulfillmentStatus'
  >,
  dueMinor: number,
) {
  const paymentStatus = paymentStatusWithDue(order.paymentStatus as PaymentStatus, {
    dueMinor,
    refundedMinor: order.refundedMinor,
  });
  const status = order.manualStatusOverride
    ? order.status
    : deriveOrderStatus(paymentStatus, order.fulfillmentStatus as FulfillmentStatus, order.status);
  return { amountDueMinor: dueMinor, paymentStatus, status };
}

/**
 * A dearer exchange (modules/returns): the order's total and amount due rise by the difference, the
 * order becomes partially paid and the customer is e-mailed a link to pay what is due, in the
 * caller's transaction.
 */
export async function oweForExchange(
  ctx: Pick<Ctx, 'config'> & { db: Db; tenantId: number },
  {
    orderId,
    amountMinor,
    tenant,
    origin,
  }: { orderId: number; amountMinor: number; tenant: TenantRow; origin: string },
): Promise<void> {
  const order = await lockOrderForStatus(ctx.db, ctx.tenantId, orderId);
  if (!order || amountMinor <= 0) return;
  const owing = { ...order, amountDueMinor: order.amountDueMinor + amountMinor };
  await setOrderAmountDue(ctx.db, ctx.tenantId, orderId, {
    ...statusesWithDue(order, owing.amountDueMinor),
    totalMinor: order.totalMinor + amountMinor,
  });
  if (order.customerEmail === '') return;
  const link = await newOrderPaymentLink(ctx, { order: owing, origin });
  await queueEmail(ctx, {
    tenantId: ctx.tenantId,
    to: order.customerEmail,
    orderId,
    ...paymentLinkEmail(tenant, owing, link),
  });
}
