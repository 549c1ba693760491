// What the providers without idempotency keys (SumUp, the sandbox) check before refunding, so that
// a repeated partial refund is not made twice and an amount above what is left is refused (ADR 0024).
import { formatMinor, formatMoney } from '@storefleet/contracts';
import { PaymentProviderError } from './payments.errors.ts';

/** The payment already shows this refund: it has `amountMinor` more refunded than before it was asked. */
export function alreadyRefunded(
  refundedNowMinor: number,
  amountMinor: number | undefined,
  refundedBeforeMinor: number | undefined,
): boolean {
  if (amountMinor === undefined || refundedBeforeMinor === undefined) return false;
  return refundedNowMinor >= refundedBeforeMinor + amountMinor;
}

export function refundTooLarge(leftMinor: number): PaymentProviderError {
  return new PaymentProviderError(
    `The payment provider has only ${formatMoney(formatMinor(Math.max(0, leftMinor)))} of this payment left to refund.`,
  );
}
