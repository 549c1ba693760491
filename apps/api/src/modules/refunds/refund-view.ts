// What the admin reads of an order's refunds: each refund with its lines, and the order's figures
// (paid, refunded, left) with how much of each line can still be refunded.
import {
  type CreditNote,
  minorToDecimal,
  type OrderRefund,
  type OrderRefundSummary,
  refundStatuses,
} from '@storefleet/contracts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';
import type { OrderRefundLineRow, OrderRefundRow } from './order-refunds.queries.ts';
import {
  planRefund,
  type RefundableLine,
  type RefundableShipping,
  type RefundPlan,
  type RequestedLine,
} from './refund-plan.ts';

type OrderFigures = {
  id: number;
  status: string;
  totalMinor: number;
  /** Owed still (a dearer edit or exchange not yet paid): not paid, so not refundable (ADR 0077). */
  amountDueMinor: number;
  refundedMinor: number;
  shippingMinor: number;
  discountMinor: number;
  currency: string;
  paymentProvider: string | null;
  paymentIntentId: string | null;
};

/** Refunds that hold money or lines: succeeded ones and the one in progress (a failed one gave nothing). */
const holds = (refund: OrderRefundRow) => refund.status !== 'failed';

export function refundableLinesOf(
  items: readonly OrderItemRow[],
  refunds: readonly OrderRefundRow[],
  lines: readonly OrderRefundLineRow[],
): RefundableLine[] {
  const counted = new Set(refunds.filter(holds).map((r) => r.id));
  return items.map((item) => ({
    orderItemId: item.id,
    name: item.productName,
    quantity: item.quantity,
    refundedQuantity: lines
      .filter((l) => l.orderItemId === item.id && counted.has(l.refundId))
      .reduce((sum, l) => sum + l.quantity, 0),
    unitPriceMinor: item.priceMinor,
    discountMinor: item.discountMinor,
  }));
}

/**
 * The shipping as paid (less a free-shipping code's share, as the invoice shows it, ADR 0032) and
 * whether a refund that holds money already gave it back.
 */
export function refundableShippingOf(
  order: OrderFigures,
  items: readonly OrderItemRow[],
  refunds: readonly OrderRefundRow[],
): RefundableShipping {
  const linesDiscountMinor = items.reduce((sum, item) => sum + item.discountMinor, 0);
  const shippingDiscountMinor = Math.max(0, order.discountMinor - linesDiscountMinor);
  return {
    paidMinor: Math.max(0, order.shippingMinor - shippingDiscountMinor),
    refunded: refunds.some((r) => holds(r) && r.shippingMinor > 0),
  };
}

export type OrderRefundRequest = { lines: RequestedLine[]; extraMinor: number; shipping: boolean };

/** The one plan of a refund, for the preview and for the claim alike. */
export function planOrderRefund(
  order: OrderFigures,
  state: {
    items: readonly OrderItemRow[];
    refunds: readonly OrderRefundRow[];
    lines: readonly OrderRefundLineRow[];
  },
  request: OrderRefundRequest,
): RefundPlan {
  const { items, refunds, lines } = state;
  return planRefund(
    refundableLinesOf(items, refunds, lines),
    request.lines,
    request.extraMinor,
    remainingMinorOf(order, refunds),
    { ...refundableShippingOf(order, items, refunds), requested: request.shipping },
    order.currency,
  );
}

/** What is left to refund: paid (the total less what is owed), less the refunded, less a refund in progress. */
export function remainingMinorOf(order: OrderFigures, refunds: readonly OrderRefundRow[]): number {
  const pending = refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountMinor, 0);
  return Math.max(0, order.totalMinor - order.amountDueMinor - order.refundedMinor - pending);
}

export function toOrderRefund(
  refund: OrderRefundRow,
  lines: readonly OrderRefundLineRow[],
  items: readonly OrderItemRow[],
  currency: string,
): OrderRefund {
  const formatMinor = (minor: number) => minorToDecimal(minor, currency);
  const status = refundStatuses.find((s) => s === refund.status) ?? 'failed';
  return {
    id: refund.id,
    status,
    amount: formatMinor(refund.amountMinor),
    restock: refund.restock,
    reason: refund.reason,
    failureMessage: refund.failureMessage,
    actorName: refund.actorName,
    createdAt: refund.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.refundId === refund.id)
      .map((l) => ({
        orderItemId: l.orderItemId,
        name: items.find((i) => i.id === l.orderItemId)?.productName ?? 'A removed line',
        quantity: l.quantity,
        amount: formatMinor(l.amountMinor),
      })),
  };
}

export function toRefundSummary(
  order: OrderFigures,
  state: {
    items: readonly OrderItemRow[];
    refunds: readonly OrderRefundRow[];
    lines: readonly OrderRefundLineRow[];
    creditNotes: readonly CreditNote[];
  },
): OrderRefundSummary {
  const { items, refunds, lines } = state;
  const formatMinor = (minor: number) => minorToDecimal(minor, order.currency);
  const remaining = remainingMinorOf(order, refunds);
  const shipping = refundableShippingOf(order, items, refunds);
  const refundable = refundableLinesOf(items, refunds, lines);
  return {
    orderId: order.id,
    status: order.status,
    paid: formatMinor(order.totalMinor - order.amountDueMinor),
    refunded: formatMinor(order.refundedMinor),
    remaining: formatMinor(remaining),
    refundable: Boolean(order.paymentProvider && order.paymentIntentId) && remaining > 0,
    lines: items.map((item, index) => ({
      orderItemId: item.id,
      name: item.productName,
      variantString: item.variantString ?? '',
      quantity: item.quantity,
      refundedQuantity: refundable[index]!.refundedQuantity,
      unitPrice: formatMinor(item.priceMinor),
    })),
    refunds: refunds.map((r) => toOrderRefund(r, lines, items, order.currency)).reverse(),
    currency: order.currency,
    shipping: { paid: formatMinor(shipping.paidMinor), refunded: shipping.refunded },
    creditNotes: [...state.creditNotes],
  };
}
