// Provider webhooks (DESIGN §6). A delivery is verified first (Stripe: signature on the raw body
// with this store's webhook secret; SumUp: unsigned, so it only tells us which checkout to re-read
// from SumUp). Then the payment is read back from the provider and acted on: finalize when paid,
// refunds and disputes applied to the order.
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { readGatewayKeys } from './gateway-keys.ts';
import type { PaymentProvider, WebhookDelivery } from './payment-provider.types.ts';
import { WebhookRejectedError } from './payments.errors.ts';
import { createStripeProvider } from './stripe.provider.ts';
import { createSumupProvider } from './sumup.provider.ts';
import { isEventProcessed, recordEventProcessed } from './webhook-events.queries.ts';

export type WebhookProvider = 'stripe' | 'sumup';

function webhookProvider(ctx: Ctx, tenant: TenantRow, name: WebhookProvider): PaymentProvider {
  const keys = readGatewayKeys(ctx.config, tenant);
  if (name === 'stripe' && keys.stripeSecretKey && keys.stripeWebhookSecret) {
    return createStripeProvider(
      { secretKey: keys.stripeSecretKey, webhookSecret: keys.stripeWebhookSecret },
      ctx.config.STRIPE_API_URL,
    );
  }
  if (name === 'sumup' && keys.sumupApiKey && keys.sumupMerchantCode) {
    return createSumupProvider(
      { apiKey: keys.sumupApiKey, merchantCode: keys.sumupMerchantCode },
      ctx.config.SUMUP_API_URL,
    );
  }
  throw new BadRequestError(
    `${name === 'stripe' ? 'Stripe' : 'SumUp'} webhooks are not set up for this store`,
  );
}

/**
 * What a verified payment event does to the store's checkouts and orders (`ctx` acts for the store).
 * The checkout module provides it (`app.ts` hands it to this plugin), so payments, which checkout
 * builds on, does not import checkout back.
 */
export type ApplyPayment = (
  ctx: Ctx,
  payment: { provider: PaymentProvider; paymentId: string },
) => Promise<void>;

/**
 * `ctx` acts for the store the path names (the route makes it the acting store); its signature
 * (Stripe) or SumUp's own answer is checked here.
 */
export async function handleWebhook(
  ctx: Ctx,
  {
    provider: name,
    delivery,
    applyPayment,
  }: { provider: WebhookProvider; delivery: WebhookDelivery; applyPayment: ApplyPayment },
): Promise<{ received: true }> {
  const tenant = await getTenant(ctx, actingTenant(ctx));
  const provider = webhookProvider(ctx, tenant, name);
  let event: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>;
  try {
    event = await provider.verifyWebhook(delivery);
  } catch (error) {
    if (error instanceof WebhookRejectedError) throw new BadRequestError(error.message);
    throw error;
  }
  // SumUp deliveries are unsigned and carry no event id worth trusting; re-reading makes them idempotent.
  const recordable = name === 'stripe';
  if (recordable && (await isEventProcessed(ctx.db, tenant.id, name, event.eventId)))
    return { received: true };
  if (event.kind === 'payment') await applyPayment(ctx, { provider, paymentId: event.paymentId });
  if (recordable) await recordEventProcessed(ctx.db, tenant.id, name, event.eventId);
  return { received: true };
}
