// A refund's share of each payment of an order, oldest first (ADR 0077).
import { describe, expect, it } from 'vitest';
import { splitRefundOverPayments } from './refund-payments.ts';

const checkout = { provider: 'sandbox', paymentIntentId: 'pi_checkout', amountMinor: 9000 };
const link = { provider: 'sandbox', paymentIntentId: 'pi_link', amountMinor: 2500 };

describe('splitRefundOverPayments', () => {
  it('takes from the checkout’s payment first', () => {
    expect(splitRefundOverPayments([checkout, link], { refundedBeforeMinor: 0, amountMinor: 5000 })).toEqual([
      { ...checkout, refundMinor: 5000, refundedBeforeMinor: 0 },
    ]);
  });
  it('crosses into the link’s payment where the first runs out', () => {
    expect(
      splitRefundOverPayments([checkout, link], { refundedBeforeMinor: 8000, amountMinor: 2000 }),
    ).toEqual([
      { ...checkout, refundMinor: 1000, refundedBeforeMinor: 8000 },
      { ...link, refundMinor: 1000, refundedBeforeMinor: 0 },
    ]);
  });
  it('knows what each payment gave back before, for a resumed refund', () => {
    expect(
      splitRefundOverPayments([checkout, link], { refundedBeforeMinor: 10000, amountMinor: 1500 }),
    ).toEqual([{ ...link, refundMinor: 1500, refundedBeforeMinor: 1000 }]);
  });
  it('leaves to the last payment what none can hold, for its provider to refuse', () => {
    expect(splitRefundOverPayments([checkout], { refundedBeforeMinor: 0, amountMinor: 9500 })).toEqual([
      { ...checkout, refundMinor: 9500, refundedBeforeMinor: 0 },
    ]);
    expect(splitRefundOverPayments([], { refundedBeforeMinor: 0, amountMinor: 100 })).toEqual([]);
  });
});
