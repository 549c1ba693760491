import { discountMessages, minSubtotalMessage } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { isDiscountRefusal } from './discount-refusal.ts';
import { classifyIntentError } from './use-payment-intent.ts';

describe('discount code refusals at checkout', () => {
  it('knows each of the contract’s messages', () => {
    for (const message of [
      discountMessages.notValid,
      discountMessages.expired,
      discountMessages.notActiveYet,
      discountMessages.usedUp,
      discountMessages.alreadyUsed,
      minSubtotalMessage(2000),
      minSubtotalMessage(123456),
    ]) {
      expect(isDiscountRefusal(message)).toBe(true);
    }
    expect(isDiscountRefusal('Only 2 of "Tee" left')).toBe(false);
    expect(isDiscountRefusal('Spend more')).toBe(false);
  });

  it('is a discount problem, not a refused cart line', () => {
    expect(
      classifyIntentError(new ApiError(400, discountMessages.expired, 'validation_error'), ['Tee']),
    ).toEqual({
      kind: 'discount',
      message: discountMessages.expired,
    });
    expect(classifyIntentError(new ApiError(409, '"Tee" is out of stock'), ['Tee']).kind).toBe('line');
  });
});
