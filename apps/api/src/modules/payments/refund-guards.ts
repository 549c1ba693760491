// What the providers without idempotency keys (SumUp, the sandbox) check before refunding, so that
// a repeated partial refund is not made twice and an amount above what is left is refused (ADR 0024).
import { formatMinorIn } from '@storefleet/contracts';
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

export function refundTooLarge(leftMinor: number, currency = 'GBP'): PaymentProviderError {
  return new PaymentProviderError(
    `The payment provider has only ${formatMinorIn(Math.max(0, leftMinor), currency)} of this payment left to refund.`,
  );
}

/**
 * A refund in `asked` of a payment taken in `taken` is refused before anything is refunded: an
 * amount in one currency's minor units means another sum in another's (docs/decisions/0105).
 */
export function refuseOtherCurrency(taken: string, asked: string | undefined): void {
  if (asked !== undefined && taken.toUpperCase() !== asked.toUpperCase()) {
    throw new PaymentProviderError(
      `This payment was taken in ${taken.toUpperCase()}, so it cannot be refunded in ${asked.toUpperCase()}.`,
    );
  }
}
