// POST /api/create-payment-intent: reprice the cart, open an intent on the store's provider for
// the server's total, and keep a snapshot of what was priced (DESIGN §6, §9).
import { randomUUID } from 'node:crypto';
import {
  type CreatePaymentIntentInput,
  type CreatePaymentIntentResponse,
  formatMinor,
  orderConfirmationPath,
  SUBSCRIPTIONS_UNAVAILABLE_MESSAGE,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { checkoutProviderFor } from '../payments/provider-registry.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { insertSnapshot } from './checkout-snapshots.queries.ts';
import { repriceCart } from './reprice.step.ts';
import { proofHash } from './shopper-proof.ts';

/** The e-mail the per-customer limit of a code counts by, when known before the checkout form. */
function shopperEmail(ctx: Ctx, input: CreatePaymentIntentInput): string | null {
  const info = input.customerInfo ?? {};
  const given = [info.email, info.customerEmail].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  );
  return given ?? ctx.actor?.email ?? null;
}

/**
 * `cart`: what the store front asks to buy. `shopperToken`: the browser's checkout cookie; only its
 * hash is kept, to know that browser again.
 */
export async function createPaymentIntent(
  ctx: Ctx,
  { cart: input, shopperToken }: { cart: CreatePaymentIntentInput; shopperToken: string },
): Promise<CreatePaymentIntentResponse> {
  const tenant = await resolveStorefrontTenant(ctx, { tenantId: input.tenantId });
  const priced = await repriceCart(
    ctx.db,
    tenant.id,
    { ...input, customerEmail: input.discountCode ? shopperEmail(ctx, input) : undefined },
    tenant.pricesIncludeVat,
  );
  // A cart whose only lines are subscriptions in their trial costs £0 now and still saves the card.
  const subscribes = priced.lines.some((line) => line.subscription);
  if (priced.totalMinor < 1 && !subscribes) {
    throw new BadRequestError('The order total must be more than £0.00');
  }

  const provider = checkoutProviderFor(ctx, tenant);
  if (subscribes && !provider.savesCards) throw new ConflictError(SUBSCRIPTIONS_UNAVAILABLE_MESSAGE);
  const reference = randomUUID();
  const returnUrl = new URL(`${ctx.config.PUBLIC_URL}${orderConfirmationPath}`);
  returnUrl.searchParams.set('provider', provider.name);
  returnUrl.searchParams.set('tenantId', String(tenant.id));
  const intent = await provider.createIntent({
    amountMinor: priced.totalMinor,
    currency: tenant.currency,
    description: `Order at ${tenant.name}`,
    reference,
    tenantId: tenant.id,
    returnUrl: returnUrl.toString(),
    webhookUrl: `${ctx.config.PUBLIC_URL}/api/webhooks/${provider.name}/${tenant.id}`,
    paymentMethods: tenant.paymentMethodsEnabled,
    saveCard: subscribes,
  });

  await insertSnapshot(ctx.db, {
    tenantId: tenant.id,
    provider: provider.name,
    paymentIntentId: intent.id,
    items: priced.lines,
    subtotalMinor: priced.subtotalMinor,
    shippingMinor: priced.shippingMinor,
    totalMinor: priced.totalMinor,
    vatMinor: priced.vatMinor,
    shippingVatMinor: priced.shippingVatMinor,
    shippingVatRate: priced.shippingVatRate,
    pricesIncludeVat: priced.pricesIncludeVat,
    currency: tenant.currency,
    shippingOptionId: priced.shippingOptionId,
    shippingMethod: priced.shippingMethod,
    discountId: priced.discount?.id ?? null,
    discountCode: priced.discount?.code ?? null,
    discountMinor: priced.discount?.discountMinor ?? 0,
    userId: ctx.actor?.userId ?? null,
    shopperTokenHash: proofHash(shopperToken),
  });

  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: formatMinor(priced.totalMinor),
    currency: tenant.currency,
    provider: provider.name,
    subtotal: formatMinor(priced.subtotalMinor),
    shipping: formatMinor(priced.shippingMinor),
    shippingMethod: priced.shippingMethod,
    priceChanged: priced.priceChanged,
    vat: formatMinor(priced.vatMinor),
    pricesIncludeVat: priced.pricesIncludeVat,
    returnUrl: returnUrl.toString(),
    discount: priced.discount
      ? { code: priced.discount.code, amount: formatMinor(priced.discount.discountMinor) }
      : null,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: formatMinor(line.unitPriceMinor),
      lineTotal: formatMinor(line.unitPriceMinor * line.quantity),
      variantString: line.variantString,
      purchaseType: line.purchaseType,
      ...(line.subscription
        ? {
            subscription: {
              interval: line.subscription.interval,
              trialDays: line.subscription.trialDays,
              price: formatMinor(line.subscription.recurringMinor),
            },
          }
        : {}),
    })),
  };
}
