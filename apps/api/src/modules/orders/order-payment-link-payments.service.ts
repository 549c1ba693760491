// Paying an order's payment link (ADR 0077) through the checkout (a snapshot whose source names the
// link) records the payment on the order, once: the amount due goes back down, the payment status
// back to paid, a timeline entry and a receipt. The checkout calls `recordPaymentLinkPayment` in its
// commit step instead of writing an order. Sending a link is order-payment-links.service.ts.
import { formatMinorIn, minorToDecimal, orderPaymentLinkMessages } from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { queueEmail } from '../email/email.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { paymentLinkReceiptEmail } from './order-payment-link-emails.ts';
import {
  findOrderOfPaymentLink,
  findPaymentLinkByToken,
  findPaymentLinkStore,
  listPaidLinksOfOrder,
  lockPaymentLink,
  markPaymentLink,
  setOrderAmountDue,
} from './order-payment-links.queries.ts';
import { paymentLinkTokenHash, statusesWithDue } from './order-payment-links.service.ts';
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

/** A payment's refusal the checkout turns into a refund of the payment (like a sold-out line). */
export class PaymentLinkRefused extends Error {}

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
