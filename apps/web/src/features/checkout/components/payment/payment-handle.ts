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
