// Steps 2 and 3 of a refund (ADR 0024): ask the provider that took the payment, outside any
// transaction, then settle in one transaction: the refund row, the order's refunded total and
// status, the stock, the timeline event, the credit note (ADR 0068) and the customer's e-mail
// together; or, when the provider
// refused, mark the refund failed and leave the order as it was.
import { formatMinorIn, minorToDecimal, webhookMoney } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { refundNoticeEmail } from '../email/email-templates.service.ts';
import { issueCreditNote } from '../invoices/credit-notes.service.ts';
import { recordOrderEvent } from '../orders/order-events.service.ts';
import { orderLinesInLanguage } from '../orders/order-lines-language.service.ts';
import { findOrder, listOrderItems, lockOrder, updateOrderPayment } from '../orders/order-payment.service.ts';
import { listOrderPayments } from '../orders/order-payment-link-payments.service.ts';
import type { ProviderPayment } from '../payments/payment-provider.types.ts';
import { PaymentProviderError } from '../payments/payments.errors.ts';
import { providerNamed } from '../payments/provider-registry.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import {
  listLinesOfRefunds,
  listRefundsOfOrder,
  type OrderRefundRow,
  settleRefund,
} from './order-refunds.queries.ts';
import { splitRefundOverPayments } from './refund-payments.ts';
import { restockLines } from './restock.ts';

/**
 * Refunds a pending refund at the provider and settles it. `resumed`: an earlier attempt may have
 * reached the provider, so providers without idempotency keys compare refunded totals first.
 * Throws the provider's readable error (502) after marking the refund failed.
 */
export async function executeRefund(ctx: Ctx, refund: OrderRefundRow, resumed: boolean): Promise<void> {
  const tenant = await getTenant(ctx, refund.tenantId);
  const order = await findOrder(ctx, refund.orderId);
  let payment: ProviderPayment;
  try {
    if (!order?.paymentProvider || !order.paymentIntentId) {
      throw new PaymentProviderError('This order has no card payment to refund');
    }
    // Oldest payment first: the checkout's, then a payment link's (ADR 0077).
    const parts = splitRefundOverPayments(await listOrderPayments(ctx, order), {
      refundedBeforeMinor: refund.refundedBeforeMinor,
      amountMinor: refund.amountMinor,
    });
    let refundedMinor = 0;
    let last: ProviderPayment | undefined;
    for (const [i, part] of parts.entries()) {
      const provider = providerNamed(ctx, { tenant, name: part.provider });
      last = await provider.refund(part.paymentIntentId, {
        amountMinor: part.refundMinor,
        currency: order.currency,
        // The first part keeps the key a single-payment refund always had.
        idempotencyKey: `order-refund-${refund.tenantId}-${refund.idempotencyKey}${i === 0 ? '' : `-${i}`}`,
        ...(resumed ? { refundedBeforeMinor: part.refundedBeforeMinor } : {}),
      });
      refundedMinor += part.refundMinor;
    }
    if (!last) throw new PaymentProviderError('This order has no card payment to refund');
    // The order's refunded total (over all its payments), as the settle step counts it.
    payment = { ...last, refundedMinor: refund.refundedBeforeMinor + refundedMinor };
  } catch (error) {
    const readable = error instanceof AppError && error.statusCode !== 500;
    if (!readable) ctx.log.error({ err: error, refundId: refund.id }, 'refund failed at the provider');
    const message = readable ? error.message : new PaymentProviderError().message;
    await settleRefund(ctx.db, refund.tenantId, refund.id, { status: 'failed', failureMessage: message });
    throw new PaymentProviderError(message);
  }
  await settleSucceeded(ctx, tenant, refund, payment);
}

async function settleSucceeded(
  ctx: Ctx,
  tenant: TenantRow,
  refund: OrderRefundRow,
  payment: ProviderPayment,
) {
  const { tenantId, orderId } = refund;
  await transactionWithRetry(ctx.db, async (tx) => {
    const txCtx = { db: tx, tenantId, config: ctx.config };
    const order = await lockOrder(txCtx, orderId);
    if (!order) return;
    // Another request or the job settled it first: nothing to add.
    if (!(await settleRefund(tx, tenantId, refund.id, { status: 'succeeded' }))) return;
    // Every figure is the payment's refunded total, never an increment, so a webhook that already
    // reported this refund is not counted twice (ADR 0024).
    const refundedMinor = Math.max(
      order.refundedMinor,
      payment.refundedMinor,
      refund.refundedBeforeMinor + refund.amountMinor,
    );
    // What was paid is the total less what is still owed (ADR 0077).
    const status =
      refundedMinor >= order.totalMinor - order.amountDueMinor ? 'refunded' : 'partially_refunded';
    await updateOrderPayment(txCtx, { orderId, values: { refundedMinor, status } });
    const items = await listOrderItems(txCtx, orderId);
    const lines = (await listLinesOfRefunds(tx, tenantId, [refund.id])).map((l) => ({
      ...l,
      name: items.find((i) => i.id === l.orderItemId)?.productName ?? 'A removed line',
    }));
    if (refund.restock) await restockLines(txCtx, tenantId, items, lines);
    // Only the request that moved the refund out of 'pending' gets here: one credit note per refund.
    const creditNote = await issueCreditNote(txCtx, {
      order,
      items,
      refund: {
        id: refund.id,
        amountMinor: refund.amountMinor,
        shippingMinor: refund.shippingMinor,
        lines,
        refundedBefore: await unitsRefundedBefore(tx, refund),
      },
    });
    const what = lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
    const details = [what, lines.length && refund.restock ? 'restocked' : ''].filter(Boolean).join(', ');
    await recordOrderEvent(
      { db: tx },
      {
        tenantId,
        orderId,
        kind: 'refunded',
        source: 'staff',
        actor: refund.actorUserId ? { userId: refund.actorUserId, name: refund.actorName ?? '' } : undefined,
        message: `Refunded ${formatMinorIn(refund.amountMinor, order.currency)}${details ? ` (${details})` : ''}${refund.reason ? `: ${refund.reason}` : ''}`,
        data: {
          refundId: refund.id,
          amount: minorToDecimal(refund.amountMinor, order.currency),
          refundedTotal: minorToDecimal(refundedMinor, order.currency),
          from: order.status,
          to: status,
          restock: refund.restock,
          reason: refund.reason,
          creditNote: creditNote.number,
          provider: order.paymentProvider,
          lines: lines.map((l) => ({ orderItemId: l.orderItemId, name: l.name, quantity: l.quantity })),
        },
      },
    );
    const refundMoney = (minor: number) => webhookMoney(minor, order.currency);
    await queueWebhookEvents(txCtx, {
      wanted: tenant.webhookEvents,
      events: [
        {
          type: 'order.refunded',
          data: {
            orderId,
            orderNumber: order.orderNumber ?? orderId,
            refundId: refund.id,
            amount: refundMoney(refund.amountMinor),
            refundedTotal: refundMoney(refundedMinor),
            paymentStatus: status,
            reason: refund.reason,
            restocked: refund.restock,
            creditNote: creditNote.number,
            lines: lines.map((l) => ({ orderItemId: l.orderItemId, name: l.name, quantity: l.quantity })),
          },
        },
      ],
    });
    if (order.customerEmail) {
      // The buyer reads the refunded lines' products in the order's language (docs/decisions/0095).
      const shown = await orderLinesInLanguage(txCtx, {
        language: order.language,
        defaultLanguage: tenant.defaultLanguage,
        lines: items.filter((i) => lines.some((l) => l.orderItemId === i.id)),
      });
      const email = refundNoticeEmail(emailBrandOf(tenant, order.language), {
        orderNumber: order.orderNumber ?? orderId,
        customerName: order.customerName,
        language: order.language,
        currency: order.currency,
        amountMinor: refund.amountMinor,
        refundedMinor,
        totalMinor: order.totalMinor,
        lines: lines.map((l) => ({
          name: shown.get(l.orderItemId)?.name ?? l.name,
          quantity: l.quantity,
          amountMinor: l.amountMinor,
        })),
        reason: refund.reason,
      });
      await queueEmail(txCtx, { tenantId, to: order.customerEmail, orderId, ...email });
    }
  });
}

/** Units of each order line the order's other succeeded refunds gave back, before this one. */
async function unitsRefundedBefore(tx: Db, refund: OrderRefundRow): Promise<Map<number, number>> {
  const earlier = (await listRefundsOfOrder(tx, refund.tenantId, refund.orderId)).filter(
    (r) => r.id !== refund.id && r.status === 'succeeded',
  );
  const units = new Map<number, number>();
  const lines = await listLinesOfRefunds(
    tx,
    refund.tenantId,
    earlier.map((r) => r.id),
  );
  for (const line of lines) units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  return units;
}
