// Step 2, authorise: ask the provider, never the browser, whether the payment went through, and
// for exactly the amount the server priced.

import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider.types.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import type { SnapshotRow } from './checkout-snapshots.queries.ts';

export type Authorisation =
  | { ok: true; payment: ProviderPayment }
  | { ok: false; payment: ProviderPayment; message: string };

export const AMOUNT_MISMATCH =
  'The amount paid does not match this order, so no order was placed. Your payment has been refunded.';

/** Throws 402 while the money is not there; `ok: false` when money was taken but must go back. */
export async function authorisePayment(
  provider: PaymentProvider,
  snapshot: SnapshotRow,
): Promise<Authorisation> {
  const payment = await provider.retrieve(snapshot.paymentIntentId);
  const taken = payment.state === 'succeeded' || payment.state === 'requires_capture';
  if (taken) {
    const matches =
      payment.amountMinor === snapshot.totalMinor &&
      payment.currency.toUpperCase() === snapshot.currency.toUpperCase();
    return matches ? { ok: true, payment } : { ok: false, payment, message: AMOUNT_MISMATCH };
  }
  if (payment.state === 'processing') {
    throw new PaymentFailedError(
      'Your payment is still being processed. We will e-mail you once it has gone through.',
    );
  }
  if (payment.state === 'canceled') throw new PaymentFailedError('This payment was cancelled.');
  throw new PaymentFailedError(payment.failureMessage ?? 'Your payment has not been completed.');
}
