// The arithmetic of a refund, in integer pence: which lines and how many of each, the shipping once,
// plus an amount; never more of a line than is left of it, never more money than is left of the
// payment. The preview and the refund both plan with it, so what the owner confirms is what is made.
import { formatMinorIn } from '@storefleet/contracts';
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
 * The discount's share of `quantity` more units of a line after `before` were refunded: the share of
 * the first n units is floor(discount × n / quantity), so shares of successive refunds add up to the
 * line's whole discount exactly, never a penny lost or invented.
 */
export function discountShare(
  item: Pick<RefundableLine, 'quantity' | 'discountMinor'>,
  before: number,
  quantity: number,
): number {
  const discount = item.discountMinor ?? 0;
  const share = (n: number) => (item.quantity > 0 ? Math.floor((discount * n) / item.quantity) : 0);
  return share(before + quantity) - share(before);
}

/**
 * What `quantity` more units of a line cost the shopper after `before` were refunded: the list price
 * less the discount's share of those units, so refunding every unit gives back exactly what was paid.
 */
export function paidForUnits(item: RefundableLine, before: number, quantity: number): number {
  return quantity * item.unitPriceMinor - discountShare(item, before, quantity);
}

export type RequestedLine = { orderItemId: number; quantity: number };

export type PlannedLine = {
  orderItemId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  amountMinor: number;
};
export type RefundPlan = {
  lines: PlannedLine[];
  /** The paid shipping given back (0 when not chosen). */
  shippingMinor: number;
  /** The amount on top of the lines and the shipping. */
  extraMinor: number;
  amountMinor: number;
};

/** The order's shipping as a refund sees it: what was paid for it, and whether it has gone back. */
export type RefundableShipping = { paidMinor: number; refunded: boolean };

/** Throws a readable 400 (a line not in the order) or 409 (more than is left) instead of planning. */
export function planRefund(
  items: readonly RefundableLine[],
  requested: readonly RequestedLine[],
  extraMinor: number,
  remainingMinor: number,
  shipping: RefundableShipping & { requested: boolean } = { paidMinor: 0, refunded: false, requested: false },
  /** The order's currency: the amounts are in its minor units, and a refusal names it (docs/decisions/0105). */
  currency = 'GBP',
): RefundPlan {
  const money = (minor: number) => formatMinorIn(minor, currency);
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
    const discountMinor = discountShare(item, item.refundedQuantity, quantity);
    lines.push({
      orderItemId,
      name: item.name,
      quantity,
      unitPriceMinor: item.unitPriceMinor,
      discountMinor,
      amountMinor: quantity * item.unitPriceMinor - discountMinor,
    });
  }
  let shippingMinor = 0;
  if (shipping.requested) {
    if (shipping.paidMinor <= 0) throw new BadRequestError('This order has no paid shipping to refund');
    if (shipping.refunded) throw new ConflictError('The shipping of this order has already been refunded');
    shippingMinor = shipping.paidMinor;
  }
  const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0) + shippingMinor + extraMinor;
  if (remainingMinor <= 0) throw new ConflictError('This order has already been refunded in full');
  if (amountMinor <= 0) throw new BadRequestError('Choose the lines or enter an amount to refund');
  if (amountMinor > remainingMinor) {
    throw new ConflictError(
      `That refund is ${money(amountMinor)}, but only ${money(remainingMinor)} of this order is left to refund${currency === 'GBP' ? '' : ` (${currency})`}`,
    );
  }
  return { lines, shippingMinor, extraMinor, amountMinor };
}
