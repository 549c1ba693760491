// Errors of the payment domain, each with the status the shopper's client expects (contract).
import { errorClass } from '../../lib/errors.ts';

/** 402: the card was refused or the payment has not gone through. */
export class PaymentFailedError extends errorClass(402, 'payment_failed') {}

/** 502: the provider did not answer or refused us; nothing was charged by this call. */
export class PaymentProviderError extends errorClass(
  502,
  'internal_error',
  'The payment provider could not be reached. Please try again in a moment.',
) {}

/** A webhook delivery that failed verification: answered 400, nothing changes. */
export class WebhookRejectedError extends Error {}
