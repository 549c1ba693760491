// The platform's own payment account (ADR 0084): where stores' bills are charged. Stripe with the
// PLATFORM_STRIPE_* keys (never a store's keys), else the built-in sandbox while SANDBOX_PAYMENTS is
// on (development, the demo), else none: no card can be kept.
import type Stripe from 'stripe';
import type { Config } from '../../config/config.ts';
import { PaymentProviderError } from '../payments/payments.errors.ts';
import { platformStripeClient } from '../payments/platform-account.service.ts';

export type PlatformProviderName = 'stripe' | 'sandbox';

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

export function platformProviderName(config: Config): PlatformProviderName | null {
  if (config.PLATFORM_STRIPE_SECRET_KEY) return 'stripe';
  return config.SANDBOX_PAYMENTS ? 'sandbox' : null;
}

/** The brand, last four digits and expiry of a card saved on the platform's Stripe account. */
export async function stripeCardDetails(config: Config, paymentMethodId: string): Promise<CardDetails> {
  try {
    const method = await (await platformStripeClient(config)).paymentMethods.retrieve(paymentMethodId);
    if (!method.card) throw new PaymentProviderError('Only cards can be kept on file.');
    return {
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError();
  }
}

/** A SetupIntent on the platform's account for the store's card, on its Customer (made once). */
export async function createStripeCardSetup(
  config: Config,
  { tenantId, customerId }: { tenantId: number; customerId: string | null },
): Promise<{ setupIntentId: string; clientSecret: string }> {
  try {
    const stripe = await platformStripeClient(config);
    const customer =
      customerId ?? (await stripe.customers.create({ metadata: { tenantId: String(tenantId) } })).id;
    const intent = await stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { tenantId: String(tenantId), purpose: 'platform-billing' },
    });
    if (!intent.client_secret) throw new PaymentProviderError();
    return { setupIntentId: intent.id, clientSecret: intent.client_secret };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError();
  }
}

/**
 * The card a confirmed SetupIntent saved, when the intent is this store's and has succeeded;
 * undefined otherwise (not confirmed yet, or another store's).
 */
export async function readStripeCardSetup(
  config: Config,
  { tenantId, setupIntentId }: { tenantId: number; setupIntentId: string },
): Promise<{ customerId: string; paymentMethodId: string } | undefined> {
  let intent: Stripe.SetupIntent;
  try {
    intent = await (await platformStripeClient(config)).setupIntents.retrieve(setupIntentId);
  } catch {
    return undefined;
  }
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const paymentMethodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.metadata?.tenantId !== String(tenantId) || intent.status !== 'succeeded') return undefined;
  if (!customerId || !paymentMethodId) return undefined;
  return { customerId, paymentMethodId };
}

/** Which bill a payment on the platform's account paid (its metadata), for the platform webhook. */
export async function stripeBillPayment(
  config: Config,
  paymentId: string,
): Promise<{ tenantId: number; billId: number; succeeded: boolean } | undefined> {
  const intent = await (await platformStripeClient(config)).paymentIntents.retrieve(paymentId);
  const key = /^platform-bill-(\d+)-attempt-\d+$/.exec(intent.metadata?.renewal ?? '');
  const tenantId = Number(intent.metadata?.tenantId);
  if (!key || !Number.isInteger(tenantId)) return undefined;
  return { tenantId, billId: Number(key[1]), succeeded: intent.status === 'succeeded' };
}

/** Takes a replaced or removed card off the platform's Stripe Customer; a card already gone is fine. */
export async function detachStripeCard(config: Config, paymentMethodId: string): Promise<void> {
  try {
    await (await platformStripeClient(config)).paymentMethods.detach(paymentMethodId);
  } catch {
    // The card stays unused at Stripe: nothing charges it once our row is gone.
  }
}
