// How a discount reads wherever an order or a checkout shows one (ADR 0032): the line's
// label 'Discount (CODE)' and the amount taken off as '−£5.00' (a true minus sign). The checkout,
// the shopper's orders and the admin order dialog all use these, so they read the same.
import { formatMoney } from '@storefleet/contracts';

export function discountLabel(code: string | null): string {
  return code ? `Discount (${code})` : 'Discount';
}

/** "5.00" → "−£5.00"; `format`: the page's money in the order's currency (docs/decisions/0105). */
export function discountAmountText(
  amount: string | number,
  format: (amount: string | number) => string = formatMoney,
): string {
  return `\u2212${format(amount)}`;
}

/** Whether an order took a discount off (an amount above zero; a code alone shows nothing). */
export function hasDiscount(order: { discount?: string | null }): boolean {
  return Number(order.discount ?? 0) > 0;
}
