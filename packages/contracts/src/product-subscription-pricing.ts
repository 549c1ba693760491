// Subscription prices as people read them ('£9.99 every month'). Kept free of zod so the store front
// can use it without downloading the schema library.
import type { SubscriptionInterval } from './catalogue.ts';

const intervalNouns: Record<SubscriptionInterval, string> = {
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

/** "every month" */
export function everyInterval(interval: SubscriptionInterval): string {
  return `every ${intervalNouns[interval]}`;
}

/**
 * '£9.99 every month', with the trial when there is one: '£9.99 every month after a 14-day free
 * trial'. `formatAmount` writes the amount in its currency (docs/decisions/0105): pounds unless given.
 */
export function describeSubscriptionPrice(
  amount: string,
  interval: SubscriptionInterval,
  trialDays = 0,
  formatAmount: (amount: string) => string = (pounds) => `£${pounds}`,
): string {
  const base = `${formatAmount(amount)} ${everyInterval(interval)}`;
  return trialDays > 0 ? `${base} after a ${trialDays}-day free trial` : base;
}

/** The price a subscription line charges per period: subscriptionPrice, else price. */
export function subscriptionUnitPrice(product: { price: string; subscriptionPrice: string | null }): string {
  return product.subscriptionPrice ?? product.price;
}

/** Shown on products and at checkout of a store whose card provider cannot save cards (ADR 0008). */
export const SUBSCRIPTIONS_UNAVAILABLE_MESSAGE =
  'Subscriptions are not available at this store: its card provider (SumUp) cannot save a card for repeat payments.';
