// The rules of a discount code (ADR 0032) as pure functions of the code, the cart and
// the clock (`now` is a parameter, so tests fix it): whether a code may be used, its status, and
// what it takes off, in integer pence. Nothing here reads the database.
//
// Arithmetic:
// - eligible lines: one-off lines of the whole order, or of the chosen products / categories
//   (categories matched ignoring case); subscription lines are never discounted;
// - percentage: round-half-up(eligible subtotal × per cent / 100); fixed amount: min(value,
//   eligible subtotal); so a discount is never more than what it applies to and never below zero;
// - the amount is shared over the eligible lines in proportion to their totals (largest remainder,
//   whole pence), so each line's VAT is worked out on what was actually paid for it (ADR 0025);
// - free shipping takes the shipping's cost off and nothing else; other codes never touch shipping.
import {
  type DiscountAppliesTo,
  type DiscountStatus,
  type DiscountType,
  discountMessages,
  minSubtotalMessage,
} from '@storefleet/contracts';

export type DiscountRule = {
  code: string;
  type: DiscountType | string;
  /** Per cent (percentage), pence (fixed amount), 0 (free shipping). */
  value: number;
  minSubtotalMinor: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  appliesTo: DiscountAppliesTo | string;
  productIds: readonly number[];
  categories: readonly string[];
  isActive: boolean;
  usedCount: number;
};

export type DiscountLine = {
  productId: number;
  category: string | null;
  lineTotalMinor: number;
  subscription?: boolean;
};

export type DiscountCheck = { ok: true } | { ok: false; message: string };

export type DiscountPricing = {
  /** Each line's share, in the order of the input (0 for lines the code does not apply to). */
  lineDiscountMinor: number[];
  /** The shipping taken off (free shipping only). */
  shippingDiscountMinor: number;
  /** Everything taken off: the lines' shares and the shipping's. */
  discountMinor: number;
};

/** Admin status, from the clock: disabled, then used up, then scheduled / expired, else active. */
export function discountStatus(
  discount: Pick<DiscountRule, 'isActive' | 'usageLimit' | 'usedCount' | 'startsAt' | 'endsAt'>,
  now: Date,
): DiscountStatus {
  if (!discount.isActive) return 'disabled';
  if (discount.usageLimit !== null && discount.usedCount >= discount.usageLimit) return 'used_up';
  if (discount.startsAt && now < discount.startsAt) return 'scheduled';
  if (discount.endsAt && now >= discount.endsAt) return 'expired';
  return 'active';
}

/**
 * Whether a code may be used now. `discount` undefined: no such code in this store. `customerUses`:
 * how often this customer's e-mail used it already (undefined when the e-mail is not known yet).
 */
export function checkDiscount(
  discount: DiscountRule | undefined,
  input: { now: Date; subtotalMinor: number; customerUses?: number },
): DiscountCheck {
  if (!discount?.isActive) return { ok: false, message: discountMessages.notValid };
  if (discount.startsAt && input.now < discount.startsAt)
    return { ok: false, message: discountMessages.notActiveYet };
  if (discount.endsAt && input.now >= discount.endsAt)
    return { ok: false, message: discountMessages.expired };
  if (discount.usageLimit !== null && discount.usedCount >= discount.usageLimit)
    return { ok: false, message: discountMessages.usedUp };
  if (
    discount.usageLimitPerCustomer !== null &&
    input.customerUses !== undefined &&
    input.customerUses >= discount.usageLimitPerCustomer
  )
    return { ok: false, message: discountMessages.alreadyUsed };
  if (discount.minSubtotalMinor !== null && input.subtotalMinor < discount.minSubtotalMinor)
    return { ok: false, message: minSubtotalMessage(discount.minSubtotalMinor) };
  return { ok: true };
}

/** Whether the code applies to this line. */
export function lineIsEligible(
  discount: Pick<DiscountRule, 'appliesTo' | 'productIds' | 'categories'>,
  line: DiscountLine,
): boolean {
  if (line.subscription) return false;
  if (discount.appliesTo === 'products') return discount.productIds.includes(line.productId);
  if (discount.appliesTo === 'categories') {
    const category = line.category?.trim().toLowerCase();
    return !!category && discount.categories.some((c) => c.trim().toLowerCase() === category);
  }
  return true;
}

/** n / d rounded half up, for n ≥ 0, d > 0, in integers. */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * `amountMinor` shared over `weights` in proportion (largest remainder, ties to the earlier line):
 * the shares add up to the amount exactly and none is more than its weight when amount ≤ Σ weights.
 */
export function allocateProportionally(amountMinor: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amountMinor <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amountMinor * w) / total));
  const remainders = weights.map((w, i) => ({ i, r: (amountMinor * w) % total }));
  let left = amountMinor - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    if ((weights[i] ?? 0) > (shares[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What the code takes off this cart. Returns null when it applies to none of the lines (a
 * products/categories code on a cart without them), which checkout refuses as "not valid".
 */
export function priceDiscount(
  discount: Pick<DiscountRule, 'type' | 'value' | 'appliesTo' | 'productIds' | 'categories'>,
  lines: readonly DiscountLine[],
  shippingMinor: number,
): DiscountPricing | null {
  const eligible = lines.map((line) => lineIsEligible(discount, line));
  if (!eligible.some(Boolean)) return null;
  if (discount.type === 'free_shipping') {
    const shippingDiscountMinor = Math.max(0, shippingMinor);
    return {
      lineDiscountMinor: lines.map(() => 0),
      shippingDiscountMinor,
      discountMinor: shippingDiscountMinor,
    };
  }
  const weights = lines.map((line, i) => (eligible[i] ? Math.max(0, line.lineTotalMinor) : 0));
  const eligibleMinor = weights.reduce((sum, w) => sum + w, 0);
  const value = Math.max(0, discount.value);
  const amount =
    discount.type === 'percentage'
      ? divideHalfUp(eligibleMinor * Math.min(100, value), 100)
      : Math.min(value, eligibleMinor);
  const lineDiscountMinor = allocateProportionally(amount, weights);
  return { lineDiscountMinor, shippingDiscountMinor: 0, discountMinor: amount };
}
