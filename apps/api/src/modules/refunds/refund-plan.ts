// The arithmetic of a refund, in integer pence: which lines and how many of each, plus an amount,
// never more of a line than is left of it, never more money than is left of the payment.
import { formatMinor, formatMoney } from '@storefleet/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';

export type RefundableLine = {
  orderItemId: number;
  name: string;
  quantity: number;
  /** Already given back by succeeded refunds and held by one in progress. */
  refundedQuantity: number;
  unitPriceMinor: number;
  /** The line's share of a discount code (ADR 0032): its units are refunded at what was paid for them. */
  discountMinor?: number;
};

/**
 * What `quantity` more units of a line cost the shopper after `before` were refunded: the list price
 * less the discount's share of those units, so refunding every unit gives back exactly what was paid.
 */
export function paidForUnits(item: RefundableLine, before: number, quantity: number): number {
  const discount = item.discountMinor ?? 0;
  const share = (n: number) => (item.quantity > 0 ? Math.floor((discount * n) / item.quantity) : 0);
  return quantity * item.unitPriceMinor - (share(before + quantity) - share(before));
}

export type RequestedLine = { orderItemId: number; quantity: number };

export type PlannedLine = { orderItemId: number; name: string; quantity: number; amountMinor: number };
export type RefundPlan = { lines: PlannedLine[]; amountMinor: number };

const money = (minor: number) => formatMoney(formatMinor(minor));

/** Throws a readable 400 (a line not in the order) or 409 (more than is left) instead of planning. */
export function planRefund(
  items: readonly RefundableLine[],
  requested: readonly RequestedLine[],
  extraMinor: number,
  remainingMinor: number,
): RefundPlan {
  // The same line named twice counts once, with the quantities added up.
  const wanted = new Map<number, number>();
  for (const line of requested)
    wanted.set(line.orderItemId, (wanted.get(line.orderItemId) ?? 0) + line.quantity);
  const lines: PlannedLine[] = [];
  for (const [orderItemId, quantity] of wanted) {
    const item = items.find((i) => i.orderItemId === orderItemId);
    if (!item) throw new BadRequestError('That line is not part of this order');
    const left = item.quantity - item.refundedQuantity;
    if (left <= 0) throw new ConflictError(`"${item.name}" has already been refunded in full`);
    if (quantity > left) throw new ConflictError(`Only ${left} of "${item.name}" can still be refunded`);
    lines.push({
      orderItemId,
      name: item.name,
      quantity,
      amountMinor: paidForUnits(item, item.refundedQuantity, quantity),
    });
  }
  const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0) + extraMinor;
  if (remainingMinor <= 0) throw new ConflictError('This order has already been refunded in full');
  if (amountMinor <= 0) throw new BadRequestError('Choose the lines or enter an amount to refund');
  if (amountMinor > remainingMinor) {
    throw new ConflictError(
      `That refund is ${money(amountMinor)}, but only ${money(remainingMinor)} of this order is left to refund`,
    );
  }
  return { lines, amountMinor };
}
