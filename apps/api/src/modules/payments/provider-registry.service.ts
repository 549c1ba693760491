// Builds the PaymentProvider for a store: the one its new checkouts use, or a named one for a
// payment that already exists (finalize, refunds, webhooks).
import { type PaymentProviderName, paymentProviders } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { checkoutGatewayFor, readGatewayKeys } from './gateway-keys.ts';
import type { PaymentProvider } from './payment-provider.types.ts';
import { PaymentProviderError } from './payments.errors.ts';
import { createSandboxProvider } from './sandbox.provider.ts';
import { createStripeProvider } from './stripe.provider.ts';
import { createSumupProvider } from './sumup.provider.ts';

export const CANNOT_TAKE_PAYMENTS = 'This store cannot take payments yet';

export function checkoutProviderFor(ctx: Ctx, tenant: TenantRow): PaymentProvider {
  const name = checkoutGatewayFor(ctx.config, tenant, readGatewayKeys(ctx.config, tenant));
  if (!name) throw new ConflictError(CANNOT_TAKE_PAYMENTS);
  return providerNamed(ctx, { tenant, name });
}

/** `name`: the provider as a checkout, order or subscription recorded it. */
export function providerNamed(
  ctx: Ctx,
  { tenant, name: stored }: { tenant: TenantRow; name: string },
): PaymentProvider {
  const name = paymentProviders.find((p): p is PaymentProviderName => p === stored);
  if (!name) throw new Error(`Unknown payment provider "${stored}"`);
  if (name === 'sandbox') return createSandboxProvider(ctx.db, tenant.id);
  const keys = readGatewayKeys(ctx.config, tenant);
  if (name === 'stripe') {
    if (!keys.stripeSecretKey)
      throw new PaymentProviderError('This store has no Stripe secret key any more.');
    return createStripeProvider(
      { secretKey: keys.stripeSecretKey, webhookSecret: keys.stripeWebhookSecret },
      ctx.config.STRIPE_API_URL,
    );
  }
  if (!keys.sumupApiKey || !keys.sumupMerchantCode) {
    throw new PaymentProviderError('This store has no SumUp API key any more.');
  }
  return createSumupProvider(
    { apiKey: keys.sumupApiKey, merchantCode: keys.sumupMerchantCode },
    ctx.config.SUMUP_API_URL,
  );
}
