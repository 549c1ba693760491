// Stripe through its official SDK with the store's own secret key (DESIGN §6). Intents are created
// with manual capture, so an order that cannot be filled is voided instead of refunded (ADR 0004).
import type Stripe from 'stripe';
import type {
  CreateIntentInput,
  PaymentProvider,
  PaymentState,
  ProviderEvent,
  ProviderPayment,
} from './payment-provider.types.ts';
import { PaymentProviderError, WebhookRejectedError } from './payments.errors.ts';
import { refuseOtherCurrency } from './refund-guards.ts';

export type StripeKeys = { secretKey: string; webhookSecret: string | null };

/** Signatures older than this are refused (Stripe's own default). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

const states: Record<string, PaymentState> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_payment',
  processing: 'processing',
  requires_capture: 'requires_capture',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The SDK, loaded with the first Stripe call: a process that takes no Stripe payment never holds it (~20 MB). */
let sdk: Promise<typeof Stripe> | undefined;
const loadStripe = () => {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
};

/** An SDK client on `secretKey`, talking to `apiUrl` instead of Stripe when one is set (a fake Stripe). */
export function stripeClient(secretKey: string, apiUrl: string | undefined): Promise<Stripe> {
  return loadStripe().then((StripeSdk) => new StripeSdk(secretKey, clientOptions(apiUrl)));
}

/** The SDK's error class name (`StripeCardError`, …) of a Stripe error, else undefined. */
function stripeErrorType(error: unknown): string | undefined {
  const type = error instanceof Error ? (error as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe') ? type : undefined;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const type = stripeErrorType(error);
    if (type === 'StripeAuthenticationError') {
      throw new PaymentProviderError("Stripe refused this store's secret key. Check the payment settings.");
    }
    if (type === 'StripeInvalidRequestError') {
      throw new PaymentProviderError(`Stripe refused the request: ${(error as Error).message}`);
    }
    throw new PaymentProviderError();
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A card kept for off-session charges: the Customer and the PaymentMethod the payment used. */
function savedCardOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent) {
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const saving = intent.object === 'setup_intent' || Boolean(intent.setup_future_usage);
  return saving && customerId && paymentMethodId ? { customerId, paymentMethodId } : undefined;
}

/** A £0 checkout (every subscription line in its trial) only saves the card: a SetupIntent. */
function setupToProviderPayment(intent: Stripe.SetupIntent): ProviderPayment {
  return {
    id: intent.id,
    state: states[intent.status] ?? 'failed',
    amountMinor: 0,
    currency: (intent.metadata?.currency ?? '').toUpperCase(),
    refundedMinor: 0,
    disputed: false,
    failureMessage: intent.last_setup_error?.message ?? undefined,
    savedCard: savedCardOf(intent),
  };
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    savedCard: savedCardOf(intent),
    id: intent.id,
    state: states[intent.status] ?? 'failed',
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    refundedMinor: charge?.amount_refunded ?? 0,
    disputed: charge?.disputed ?? false,
    failureMessage: intent.last_payment_error?.message ?? undefined,
    customerEmail: intent.receipt_email ?? charge?.billing_details?.email ?? undefined,
  };
}

/** The PaymentIntent an event is about, for the event types we act on. */
function paymentIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { id?: string; object?: string; payment_intent?: unknown };
  if (event.type.startsWith('payment_intent.')) return object.id;
  if (event.type.startsWith('charge.')) {
    const intent = object.payment_intent;
    if (typeof intent === 'string') return intent;
    if (intent && typeof intent === 'object' && 'id' in intent) return String(intent.id);
  }
  return undefined;
}

export function createStripeProvider(keys: StripeKeys, apiUrl?: string): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= stripeClient(keys.secretKey, apiUrl);
    return client;
  };
  const retrieve = (id: string) =>
    id.startsWith('seti_')
      ? call(async () => (await stripe()).setupIntents.retrieve(id)).then(setupToProviderPayment)
      : call(async () => (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] })).then(
          toProviderPayment,
        );

  /** A Customer to keep the card on, made once per checkout reference. */
  const createCustomer = (input: CreateIntentInput) =>
    call(async () =>
      (await stripe()).customers.create(
        { metadata: { tenantId: String(input.tenantId), reference: input.reference } },
        { idempotencyKey: `customer-${input.reference}` },
      ),
    );

  const createSetupIntent = async (input: CreateIntentInput, customer: string) => {
    const intent = await call(async () =>
      (await stripe()).setupIntents.create(
        {
          customer,
          usage: 'off_session',
          allowed_payment_method_types: input.paymentMethods.length ? input.paymentMethods : ['card'],
          description: input.description,
          metadata: {
            tenantId: String(input.tenantId),
            reference: input.reference,
            currency: input.currency.toLowerCase(),
          },
        },
        { idempotencyKey: `setup-${input.reference}` },
      ),
    );
    if (!intent.client_secret) throw new PaymentProviderError();
    return { id: intent.id, clientSecret: intent.client_secret };
  };

  return {
    name: 'stripe',
    async createIntent(input) {
      const customer = input.saveCard ? (await createCustomer(input)).id : undefined;
      if (customer && input.amountMinor === 0) return createSetupIntent(input, customer);
      const intent = await call(async () =>
        (await stripe()).paymentIntents.create(
          {
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            capture_method: 'manual',
            allowed_payment_method_types: input.paymentMethods.length ? input.paymentMethods : ['card'],
            description: input.description,
            metadata: { tenantId: String(input.tenantId), reference: input.reference },
          },
          { idempotencyKey: `create-${input.reference}` },
        ),
      );
      if (!intent.client_secret) throw new PaymentProviderError();
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    retrieve,
    async capture(id) {
      const payment = await retrieve(id);
      if (payment.state !== 'requires_capture') return payment;
      await call(async () =>
        (await stripe()).paymentIntents.capture(id, {}, { idempotencyKey: `capture-${id}` }),
      );
      return retrieve(id);
    },
    async cancel(id) {
      const payment = await retrieve(id);
      if (payment.state === 'canceled' || payment.state === 'succeeded') return;
      if (id.startsWith('seti_')) {
        await call(async () =>
          (await stripe()).setupIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }),
        );
        return;
      }
      await call(async () =>
        (await stripe()).paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }),
      );
    },
    async refund(id, { amountMinor, currency, idempotencyKey }) {
      if (id.startsWith('seti_')) return retrieve(id); // nothing was charged
      // Stripe refunds in the charge's currency: one taken in another is refused before refunding.
      if (currency !== undefined) refuseOtherCurrency((await retrieve(id)).currency, currency);
      await call(async () =>
        (await stripe()).refunds.create(
          { payment_intent: id, ...(amountMinor === undefined ? {} : { amount: amountMinor }) },
          { idempotencyKey },
        ),
      );
      return retrieve(id);
    },
    savesCards: true,
    async chargeSavedCard(input) {
      try {
        const intent = await (await stripe()).paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            customer: input.savedCard.customerId ?? undefined,
            payment_method: input.savedCard.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { tenantId: String(input.tenantId), renewal: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderPayment(intent);
      } catch (error) {
        // A declined off-session charge is an answer, not an outage: the renewal retries later.
        if (stripeErrorType(error) === 'StripeCardError') {
          const { raw, message } = error as Stripe.errors.StripeCardError;
          const intent = (raw as { payment_intent?: { id?: string } }).payment_intent;
          return {
            id: intent?.id ?? '',
            state: 'failed',
            amountMinor: input.amountMinor,
            currency: input.currency,
            refundedMinor: 0,
            disputed: false,
            failureMessage: message,
          };
        }
        return call(async () => Promise.reject(error));
      }
    },
    async verifyWebhook({ rawBody, headers }): Promise<ProviderEvent> {
      if (!keys.webhookSecret)
        throw new WebhookRejectedError('Stripe webhooks are not set up for this store');
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookRejectedError('Missing Stripe signature');
      let event: Stripe.Event;
      try {
        event = (await stripe()).webhooks.constructEvent(
          rawBody,
          signature,
          keys.webhookSecret,
          STRIPE_SIGNATURE_TOLERANCE_S,
        );
      } catch {
        throw new WebhookRejectedError('Invalid Stripe signature');
      }
      const paymentId = paymentIdOf(event);
      return paymentId
        ? { kind: 'payment', eventId: event.id, paymentId }
        : { kind: 'ignored', eventId: event.id };
    },
  };
}
