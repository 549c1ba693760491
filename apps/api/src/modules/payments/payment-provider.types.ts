// The one interface every card provider implements (DESIGN §6): create an intent for the server's
// total, read it back, capture, cancel, refund, and turn a webhook delivery into a trusted event.
import type { PaymentProviderName } from '@storefleet/contracts';

/** Where a payment stands, in the providers' shared vocabulary. */
export type PaymentState =
  | 'requires_payment' // waiting for the shopper's card
  | 'processing'
  | 'requires_capture' // authorised, money not yet taken
  | 'succeeded'
  | 'failed'
  | 'canceled';

export type ProviderPayment = {
  id: string;
  state: PaymentState;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
  disputed: boolean;
  /** The provider's own words for the last failure, when the shopper should read them. */
  failureMessage?: string;
  customerEmail?: string;
  /** Set when the payment saved its card for later off-session charges (subscriptions). */
  savedCard?: SavedCard;
};

/** A card the provider keeps for us: Stripe's Customer + PaymentMethod, or a sandbox one. */
export type SavedCard = { customerId: string | null; paymentMethodId: string };

/** A charge with no shopper present (a subscription renewal). */
export type OffSessionChargeInput = {
  savedCard: SavedCard;
  amountMinor: number;
  currency: string;
  description: string;
  tenantId: number;
  /** The same key twice charges once: one per renewal attempt. */
  idempotencyKey: string;
};

export type CreateIntentInput = {
  amountMinor: number;
  currency: string;
  description: string;
  /** Our checkout reference, stored with the provider for reconciliation. */
  reference: string;
  tenantId: number;
  /** Where redirect-based confirmations (3-D Secure, SumUp) come back to. */
  returnUrl: string;
  /** Where providers that call back per payment (SumUp) send their webhook. */
  webhookUrl: string;
  paymentMethods: string[];
  /**
   * Save the card for off-session charges (the cart holds a subscription). An amount of 0 (every
   * subscription line in its trial) only saves the card: Stripe answers with a SetupIntent.
   */
  saveCard?: boolean;
};

export type CreatedIntent = { id: string; clientSecret: string };

/** What a verified webhook means for us; 'ignored' for event types we do not act on. */
export type ProviderEvent =
  | { kind: 'payment'; eventId: string; paymentId: string }
  | { kind: 'ignored'; eventId: string };

export type WebhookDelivery = { rawBody: Buffer; headers: Record<string, string | string[] | undefined> };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieve(paymentId: string): Promise<ProviderPayment>;
  /** Takes the money of an authorised payment; a payment already captured is returned as is. */
  capture(paymentId: string): Promise<ProviderPayment>;
  /** Voids a payment that has not been captured; safe to repeat. */
  cancel(paymentId: string): Promise<void>;
  /**
   * Refunds `amountMinor` (default: whatever is left); `idempotencyKey` makes a repeat a no-op.
   * `refundedBeforeMinor` (with `amountMinor`): what the payment had refunded before this refund
   * was asked for; providers without idempotency keys (SumUp, sandbox) take a payment that already
   * shows that much more as this refund done, and refuse an amount above what is left (ADR 0024).
   * `currency` (with `amountMinor`): the currency the amount is in, the order's; a payment taken in
   * another currency is refused before anything is refunded (docs/decisions/0105).
   */
  refund(
    paymentId: string,
    options: {
      amountMinor?: number;
      currency?: string;
      idempotencyKey: string;
      refundedBeforeMinor?: number;
    },
  ): Promise<ProviderPayment>;
  /** Throws WebhookRejectedError when the delivery cannot be trusted. */
  verifyWebhook(delivery: WebhookDelivery): Promise<ProviderEvent>;
  /** Whether createIntent can save a card and chargeSavedCard can use it (not SumUp: ADR 0008). */
  readonly savesCards: boolean;
  /** Charges a saved card off-session: 'succeeded', or 'failed' with the provider's reason. */
  chargeSavedCard(input: OffSessionChargeInput): Promise<ProviderPayment>;
}
