// What the checkout asks of whichever card form the store's provider needs: confirm this payment
// with the card the shopper entered, resolving once the provider says it succeeded.
import type { Ref } from 'react';

export type Billing = { name: string; email: string; address: string; city: string; postcode: string };

export type PaymentHandle = {
  /** Throws an Error whose message the shopper can read when the card is refused. */
  confirm(payment: { paymentIntentId: string; clientSecret: string; billing: Billing }): Promise<void>;
};

export type PaymentFormProps = { ref: Ref<PaymentHandle>; disabled: boolean };

export const GENERIC_PAYMENT_ERROR = 'There was an error processing your payment.';

/**
 * A card problem the shopper fixes in the card form: `incomplete` (a field empty or not
 * a card yet) is titled 'Card details needed'; `declined` (the provider refused the card) keeps the
 * spec's 'Payment Failed'. The checkout shows both next to the card fields.
 */
export class CardError extends Error {
  constructor(
    readonly kind: 'incomplete' | 'declined',
    message: string,
    /** The card field to put the shopper in, when the form knows it. */
    readonly fieldId?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The card error shown under the card fields (checkout-form.tsx); the sandbox's fields point at it. */
export const CARD_ERROR_ID = 'card-error';

export const CARD_DETAILS_NEEDED = 'Card details needed';
export const PAYMENT_FAILED = 'Payment Failed';

/** The title a payment error shows under: only a card not filled in is not a failed payment. */
export const paymentErrorTitle = (error: unknown): string =>
  error instanceof CardError && error.kind === 'incomplete' ? CARD_DETAILS_NEEDED : PAYMENT_FAILED;
