// Which create-payment-intent refusals are about the discount code rather than the cart
// (ADR 0032): those are shown under the code field and the checkout carries on without the code.
import { discountMessages } from '@storefleet/contracts';

const refusals = new Set<string>([
  discountMessages.notValid,
  discountMessages.expired,
  discountMessages.notActiveYet,
  discountMessages.usedUp,
  discountMessages.alreadyUsed,
]);

/** One of the contract's messages, including 'Spend £{min} or more to use this code'. */
export function isDiscountRefusal(message: string): boolean {
  return refusals.has(message) || /^Spend £\d[\d,]*(?:\.\d{2})? or more to use this code$/.test(message);
}
