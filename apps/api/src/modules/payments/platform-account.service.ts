// The platform's own payment account as the billing module reaches it (ADR 0084): the provider that
// charges the acting store's bills (the platform's Stripe keys, never the store's, or the sandbox),
// the Stripe client its saved cards are read and kept with, and saving a sandbox test card without a
// payment, as a Stripe SetupIntent would.
import type Stripe from 'stripe';
import type { Config } from '../../config/config.ts';
import { actingTenant, type Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import type { PaymentProvider } from './payment-provider.types.ts';
import { PaymentFailedError, PaymentProviderError } from './payments.errors.ts';
import { createSandboxProvider } from './sandbox.provider.ts';
import { judgeCard, savedCardBehaviour } from './sandbox-cards.ts';
import { insertSandboxPaymentMethod } from './sandbox-payment-methods.queries.ts';
import { createStripeProvider, stripeClient } from './stripe.provider.ts';

/** The Stripe provider on the platform's own keys (charges, and its webhook's signature). */
export function platformStripeProvider(config: Config): PaymentProvider {
  if (!config.PLATFORM_STRIPE_SECRET_KEY) {
    throw new PaymentProviderError('The platform has no Stripe secret key any more.');
  }
  return createStripeProvider(
    {
      secretKey: config.PLATFORM_STRIPE_SECRET_KEY,
      webhookSecret: config.PLATFORM_STRIPE_WEBHOOK_SECRET ?? null,
    },
    config.STRIPE_API_URL,
  );
}

/** The SDK on the platform's own keys, for the card-on-file calls a payment provider has no method for. */
export async function platformStripeClient(config: Config): Promise<Stripe> {
  if (!config.PLATFORM_STRIPE_SECRET_KEY) throw new PaymentProviderError();
  return stripeClient(config.PLATFORM_STRIPE_SECRET_KEY, config.STRIPE_API_URL);
}

/** The provider that charges the acting store's bills on the platform's account. */
export function platformPaymentProvider(ctx: Ctx, name: 'stripe' | 'sandbox'): PaymentProvider {
  if (name === 'sandbox') return createSandboxProvider(ctx.db, actingTenant(ctx));
  return platformStripeProvider(ctx.config);
}

/**
 * Saves a sandbox test card of the acting store for off-session charges without a payment: 402
 * with the test network's words when it refuses it.
 */
export async function saveSandboxCard(
  ctx: Ctx,
  input: { cardNumber: string; expMonth: number; expYear: number; cvc: string },
): Promise<{ paymentMethodId: string; last4: string; expMonth: number; expYear: number }> {
  const tenantId = actingTenant(ctx);
  const outcome = judgeCard(input);
  if (!outcome.ok) throw new PaymentFailedError(outcome.message);
  const paymentMethodId = `sbpm_${randomText(12, 'hex')}`;
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  await insertSandboxPaymentMethod(ctx.db, {
    id: paymentMethodId,
    tenantId,
    cardLast4: outcome.last4,
    expMonth: input.expMonth,
    expYear,
    behaviour: savedCardBehaviour(input.cardNumber),
  });
  return { paymentMethodId, last4: outcome.last4, expMonth: input.expMonth, expYear };
}
