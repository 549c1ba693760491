// Collecting what an order still owes (orders.amount_due_minor) after a dearer edit or exchange
// (ADR 0077): a payment link for the exact amount due, e-mailed to the customer; paying it through
// the checkout (a snapshot whose source names the link) records the payment on the order, once:
// the amount due goes back down, the payment status back to paid, a timeline entry and a receipt.
// The checkout calls `recordPaymentLinkPayment` in its commit step instead of writing an order.
import { createHash, randomBytes } from 'node:crypto';
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
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { paymentLinkEmail, paymentLinkReceiptEmail } from './order-payment-link-emails.ts';

import {
  findOrderOfPaymentLink,
  findPaymentLinkByToken,
  findPaymentLinkStore,
  listPaidLinksOfOrder,
  lockPaymentLink,
  markPaymentLink,
  replaceOrderPaymentLink,
  setOrderAmountDue,
} from './order-payment-links.queries.ts';
import { type LockedOrder, lockOrderForStatus } from './order-status.queries.ts';

/** An amount of the order for its timeline, in the order's currency (docs/decisions/0105). */
const money = (minor: number, currency: string) => formatMinorIn(minor, currency);

/** The checkout source key of a link: its snapshots carry it, so one payment per link can succeed. */
const SOURCE_PREFIX = 'order-payment-link:';
export const paymentLinkSourceKey = (linkId: number) => `${SOURCE_PREFIX}${linkId}`;

/** The link a checkout snapshot pays, or undefined for a cart's or a draft's snapshot. */
export function paymentLinkOfSource(sourceKey: string | null): number | undefined {
  if (!sourceKey?.startsWith(SOURCE_PREFIX)) return undefined;
  const id = Number(sourceKey.slice(SOURCE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const paymentLinkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A payment's refusal the checkout turns into a refund of the payment (like a sold-out line). */
export class PaymentLinkRefused extends Error {}

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
  const token = randomBytes(24).toString('base64url');
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
 * In the checkout's commit transaction: the link's payment recorded on its order, exactly once (the
 * order and the link locked; a paid link, or an order that no longer owes the amount, is refused so
 * the checkout gives the money back). With `receipt`, the customer's receipt is queued too.
 */
export async function recordPaymentLinkPayment(
  ctx: Pick<Ctx, 'config'> & { db: Db },
  input: {
    tenantId: number;
    linkId: number;
    provider: string;
    paymentIntentId: string;
    amountMinor: number;
    receipt: TenantRow | undefined;
  },
): Promise<{ orderId: number; orderNumber: number | null }> {
  const { db } = ctx;
  // The order's row first, as every change of an order takes it, then the link's.
  const orderId = await findOrderOfPaymentLink(db, input.tenantId, input.linkId);
  if (orderId === undefined) throw new PaymentLinkRefused(orderPaymentLinkMessages.linkNotFound);
  const order = await lockOrderForStatus(db, input.tenantId, orderId);
  const link = await lockPaymentLink(db, input.tenantId, input.linkId);
  if (!order || !link) throw new PaymentLinkRefused(orderPaymentLinkMessages.linkNotFound);
  if (link.paidAt)
    throw new PaymentLinkRefused(`${orderPaymentLinkMessages.paid} Your second payment has been refunded.`);
  if (order.status === 'cancelled' || order.paymentStatus === 'voided' || order.paymentStatus === 'refunded')
    throw new PaymentLinkRefused('This order was cancelled or refunded, so your payment has been refunded.');
  if (input.amountMinor !== link.amountMinor || order.amountDueMinor < link.amountMinor)
    throw new PaymentLinkRefused(
      'This order no longer owes this amount, so your payment has been refunded. Please ask the store for a new link.',
    );
  const dueMinor = order.amountDueMinor - link.amountMinor;
  await markPaymentLink(db, input.tenantId, link.id, {
    paidAt: new Date(),
    provider: input.provider,
    paymentIntentId: input.paymentIntentId,
  });
  const next = statusesWithDue(order, dueMinor);
  await setOrderAmountDue(db, input.tenantId, order.id, next);
  await recordOrderEvent(db, {
    tenantId: input.tenantId,
    orderId: order.id,
    kind: 'paid',
    source: 'customer',
    message: `${money(link.amountMinor, order.currency)} due paid by the customer through the payment link${dueMinor > 0 ? `; ${money(dueMinor, order.currency)} still due` : ''}`,
    data: {
      amount: minorToDecimal(link.amountMinor, order.currency),
      currency: link.currency,
      provider: input.provider,
      paymentLinkId: link.id,
      from: order.paymentStatus,
      to: next.paymentStatus,
    },
  });
  if (input.receipt) await queuePaymentLinkReceipt(ctx, { tenant: input.receipt, order, link, dueMinor });
  return { orderId: order.id, orderNumber: order.orderNumber };
}

async function queuePaymentLinkReceipt(
  ctx: Pick<Ctx, 'config'> & { db: Db },
  input: { tenant: TenantRow; order: LockedOrder; link: { amountMinor: number }; dueMinor: number },
) {
  const { tenant, order, link, dueMinor } = input;
  if (order.customerEmail === '') return;
  await queueEmail(ctx, {
    tenantId: order.tenantId,
    to: order.customerEmail,
    orderId: order.id,
    ...paymentLinkReceiptEmail(tenant, order, link.amountMinor, dueMinor),
  });
}

/** The receipt of a link's payment taken after the commit (a captured authorisation). */
export async function sendPaymentLinkReceipt(
  ctx: Pick<Ctx, 'config'> & { db: Db },
  { tenant, linkId }: { tenant: TenantRow; linkId: number },
): Promise<void> {
  const orderId = await findOrderOfPaymentLink(ctx.db, tenant.id, linkId);
  if (orderId === undefined) return;
  const order = await lockOrderForStatus(ctx.db, tenant.id, orderId);
  const link = await lockPaymentLink(ctx.db, tenant.id, linkId);
  if (!order || !link?.paidAt) return;
  await queuePaymentLinkReceipt(ctx, { tenant, order, link, dueMinor: order.amountDueMinor });
}

/** A link's payment whose capture failed: owed again, the link open again, on the timeline. */
export async function undoPaymentLinkPayment(ctx: { db: Db; tenantId: number }, linkId: number) {
  const { db, tenantId } = ctx;
  const orderId = await findOrderOfPaymentLink(db, tenantId, linkId);
  if (orderId === undefined) return;
  const order = await lockOrderForStatus(db, tenantId, orderId);
  const first = await lockPaymentLink(db, tenantId, linkId);
  if (!order || !first?.paidAt) return;
  const dueMinor = order.amountDueMinor + first.amountMinor;
  await markPaymentLink(db, tenantId, linkId, null);
  await setOrderAmountDue(db, tenantId, order.id, statusesWithDue(order, dueMinor));
  await recordOrderEvent(db, {
    tenantId,
    orderId: order.id,
    kind: 'paid',
    source: 'system',
    message: `The payment of ${money(first.amountMinor, order.currency)} through the payment link could not be completed; ${money(dueMinor, order.currency)} is due again`,
    data: { amount: minorToDecimal(first.amountMinor, order.currency), paymentLinkId: linkId, undone: true },
  });
}

/**
 * The payments an order's money came from, oldest first: its checkout's (what was paid in all less
 * the links') and each paid link's. The refund path gives money back from them in this order.
 */
export async function listOrderPayments(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  order: Pick<
    LockedOrder,
    'id' | 'tenantId' | 'totalMinor' | 'amountDueMinor' | 'paymentProvider' | 'paymentIntentId'
  >,
): Promise<{ provider: string; paymentIntentId: string; amountMinor: number }[]> {
  const links = await listPaidLinksOfOrder(ctx.db, order.tenantId, order.id);
  const linksMinor = links.reduce((sum, l) => sum + l.amountMinor, 0);
  const first =
    order.paymentProvider && order.paymentIntentId
      ? [
          {
            provider: order.paymentProvider,
            paymentIntentId: order.paymentIntentId,
            amountMinor: Math.max(0, order.totalMinor - order.amountDueMinor - linksMinor),
          },
        ]
      : [];
  return [
    ...first,
    ...links.map((l) => ({
      provider: l.provider!,
      paymentIntentId: l.paymentIntentId!,
      amountMinor: l.amountMinor,
    })),
  ];
}

/**
 * The link of a token with the order it collects for, acting for the link's store from here on (its
 * store is looked up on the platform path, by the token's hash alone); undefined when unknown.
 */
export async function findOrderPaymentLink(ctx: Ctx, token: string) {
  const hash = paymentLinkTokenHash(token);
  const tenantId = await findPaymentLinkStore(platformDb(ctx), hash);
  if (tenantId === undefined) return undefined;
  actAsTenant(ctx, tenantId);
  return findPaymentLinkByToken(ctx.db, tenantId, hash);
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
