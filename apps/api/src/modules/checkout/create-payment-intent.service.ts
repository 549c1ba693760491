// POST /api/create-payment-intent: reprice the cart, open an intent on the store's provider for
// the server's total, and keep a snapshot of what was priced (DESIGN §6, §9).
import { randomUUID } from 'node:crypto';
import {
  BUYER_VAT_NUMBER_MESSAGE,
  buyerVatNumberMismatchMessage,
  type CheckoutOrderData,
  type CreatePaymentIntentInput,
  type CreatePaymentIntentResponse,
  compactVatNumber,
  countryName,
  DEFAULT_COUNTRY,
  formatMoneyIn,
  minorToDecimal,
  orderConfirmationPath,
  SUBSCRIPTIONS_UNAVAILABLE_MESSAGE,
  vatNumberCountry,
  vatPrefixOf,
} from '@storefleet/contracts';
import type { FastifyReply } from 'fastify';
import { actingTenant, type Ctx } from '../../context.ts';
import { writeTogether } from '../../db/send-with-next.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { storefrontPricing } from '../currencies/currencies.service.ts';
import type { AppliedDiscount } from '../discounts/discount-checkout.service.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { checkoutProviderFor } from '../payments/provider-registry.service.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { hostName, resolveStorefrontTenant, type TenantRow } from '../tenants/tenants.service.ts';
import type { PricedCheckout } from './checkout.types.ts';
import { checkoutCookieName, checkoutCookieOptions } from './checkout-cookie.ts';
import { findOrderOfSource, insertSnapshot } from './checkout-snapshots.queries.ts';
import { intentResponse } from './payment-intent-response.ts';
import { repriceCart } from './reprice.step.ts';
import { isShopperToken, newShopperToken, proofHash } from './shopper-proof.ts';

/** The e-mail the per-customer limit of a code counts by, when known before the checkout form. */
function shopperEmail(ctx: Ctx, input: CreatePaymentIntentInput): string | null {
  const info = input.customerInfo ?? {};
  const given = [info.email, info.customerEmail].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  );
  return given ?? ctx.actor?.email ?? null;
}

/**
 * A business buyer's VAT number (docs/decisions/0101): by its format, and of the country the order
 * goes to; written compact ("DE123456789"). No VIES look-up: the store checks it before relying on it.
 */
function buyerVatNumber(input: CreatePaymentIntentInput): string | null {
  if (!input.vatNumber) return null;
  const country = input.country ?? DEFAULT_COUNTRY;
  const numberOf = vatNumberCountry(input.vatNumber);
  if (!numberOf) throw new BadRequestError(BUYER_VAT_NUMBER_MESSAGE);
  if (numberOf !== country)
    throw new BadRequestError(buyerVatNumberMismatchMessage(countryName(country), vatPrefixOf(country)));
  return compactVatNumber(input.vatNumber);
}

/** The US state the store front names with the shopper's details, when it does: rates there are by state. */
function shopperRegion(input: CreatePaymentIntentInput): string | null {
  const state = input.customerInfo?.state;
  return typeof state === 'string' && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null;
}

/**
 * `cart`: what the store front asks to buy. `shopperToken`: the browser's checkout cookie; only its
 * hash is kept, to know that browser again.
 */
export async function createPaymentIntent(
  ctx: Ctx,
  {
    cart: input,
    shopperToken,
    host,
  }: { cart: CreatePaymentIntentInput; shopperToken: string; host?: string | undefined },
): Promise<CreatePaymentIntentResponse> {
  const vatNumber = buyerVatNumber(input);
  const tenant = await resolveStorefrontTenant(ctx, { tenantId: input.tenantId });
  const language = storefrontLanguage(tenant, input.lang);
  // Another currency than the base one is one statement more (the store's rates); a currency the
  // store does not sell in is a 400 naming those it does (docs/decisions/0105).
  const pricing = await storefrontPricing(ctx, { base: tenant.currency, asked: input.currency });
  const priced = await repriceCart(
    ctx.db,
    tenant.id,
    {
      ...input,
      customerEmail: input.discountCode ? shopperEmail(ctx, input) : undefined,
      language: language === tenant.defaultLanguage ? undefined : language,
      vatNumber,
      region: shopperRegion(input),
      pricing,
    },
    // The store's tax settings came with the store's row: no statement of their own (docs/performance.md).
    {
      pricesIncludeVat: tenant.pricesIncludeVat,
      registration: {
        homeCountry: tenant.taxHomeCountry,
        oss: tenant.taxOss,
        registeredIn: tenant.taxRegisteredIn,
        rateOverrides: tenant.taxRateOverrides,
      },
    },
  );
  return openPaymentIntent(ctx, {
    tenant,
    language,
    country: input.country,
    money: pricing ? { currency: pricing.currency, rate: pricing.rate } : undefined,
    priced: {
      ...priced,
      discountId: priced.discount?.id ?? null,
      discountCode: priced.discount?.code ?? null,
      discountMinor: priced.discount?.discountMinor ?? 0,
    },
    shopperToken,
    host,
    answer: { priceChanged: priced.priceChanged, discount: priced.discount },
  });
}

/**
 * Where the payment provider sends the shopper back: the store's own address (docs/deployment.md,
 * "Store addresses") when they check out on it, else the platform's (`/s/{slug}` pages on
 * PUBLIC_URL): the checkout cookie is host-only, so they come back to the host that set it.
 */
async function returnOrigin(ctx: Ctx, tenant: TenantRow, host: string | undefined): Promise<string> {
  // On the platform's own host there is nothing to look up (and the store's address, kept 10 s, is
  // not read: checkout's round trips, docs/performance.md).
  if (!host || hostName(host) === new URL(ctx.config.PUBLIC_URL).hostname) return ctx.config.PUBLIC_URL;
  const address = await storeAddress(ctx, tenant);
  if (!address.ownHost) return ctx.config.PUBLIC_URL;
  return hostName(host) === new URL(address.origin).hostname ? address.origin : ctx.config.PUBLIC_URL;
}

/** What an intent is opened for: lines and totals priced already, by reprice or by another source. */
type OpenIntentInput = {
  tenant: TenantRow;
  /** The checkout's language (docs/decisions/0093); absent: the store's default. */
  language?: string;
  /** The country the shipping was priced for (docs/decisions/0100); absent: GB. */
  country?: string;
  /**
   * The currency the lines were priced in and its rate from the base currency (docs/decisions/0105);
   * absent: the store's base currency.
   */
  money?: { currency: string; rate: string } | undefined;
  priced: PricedCheckout & { discountId: number | null; discountCode: string | null };
  shopperToken: string;
  sourceKey?: string;
  orderData?: CheckoutOrderData;
  /** The Host the shopper checks out on: the provider sends them back there. */
  host?: string | undefined;
  answer: { priceChanged: boolean; discount: AppliedDiscount | null };
};

async function openPaymentIntent(
  ctx: Ctx,
  {
    tenant,
    language,
    country,
    money,
    priced,
    shopperToken,
    sourceKey,
    orderData,
    host,
    answer,
  }: OpenIntentInput,
): Promise<CreatePaymentIntentResponse> {
  const currency = money?.currency ?? tenant.currency;
  const amount = (minor: number) => minorToDecimal(minor, currency);
  // A cart whose only lines are subscriptions in their trial costs £0 now and still saves the card.
  const subscribes = priced.lines.some((line) => line.subscription);
  if (priced.totalMinor < 1 && !subscribes) {
    throw new BadRequestError(
      `The order total must be more than ${formatMoneyIn('en', amount(0), currency)}`,
    );
  }

  // The provider's intent (the sandbox's row; Stripe's is made over HTTP, with no connection held
  // meanwhile) and the snapshot go to the database together: on PostgreSQL with their COMMIT, in
  // one round trip (ADR 0113).
  const { intent, provider, returnUrl } = await writeTogether(ctx.db, async (db) => {
    const provider = checkoutProviderFor({ ...ctx, db }, tenant);
    if (subscribes && !provider.savesCards) throw new ConflictError(SUBSCRIPTIONS_UNAVAILABLE_MESSAGE);
    const reference = randomUUID();
    const returnUrl = new URL(`${await returnOrigin(ctx, tenant, host)}${orderConfirmationPath}`);
    returnUrl.searchParams.set('provider', provider.name);
    returnUrl.searchParams.set('tenantId', String(tenant.id));
    const intent = await provider.createIntent({
      amountMinor: priced.totalMinor,
      currency,
      description: `Order at ${tenant.name}`,
      reference,
      tenantId: tenant.id,
      returnUrl: returnUrl.toString(),
      webhookUrl: `${ctx.config.PUBLIC_URL}/api/webhooks/${provider.name}/${tenant.id}`,
      paymentMethods: tenant.paymentMethodsEnabled,
      saveCard: subscribes,
    });

    await insertSnapshot(db, {
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
      taxReason: priced.taxReason ?? null,
      buyerVatNumber: priced.buyerVatNumber ?? null,
      shippingTaxRateBp: priced.shippingTaxRateBp ?? null,
      currency,
      exchangeRate: money?.rate ?? '1',
      language: language ?? tenant.defaultLanguage,
      shippingOptionId: priced.shippingOptionId,
      shippingMethod: priced.shippingMethod,
      country: country ?? orderData?.country ?? DEFAULT_COUNTRY,
      discountId: priced.discountId,
      discountCode: priced.discountCode,
      discountMinor: priced.discountMinor,
      userId: ctx.actor?.userId ?? null,
      shopperTokenHash: proofHash(shopperToken),
      orderData: orderData ?? null,
      sourceKey: sourceKey ?? null,
    });
    return { intent, provider, returnUrl };
  });

  return intentResponse({ intent, provider, returnUrl, currency, priced, answer });
}

/**
 * An intent for lines another module priced and froze (a draft order's invoice): the same snapshot,
 * confirm and commit as a cart's, so the order is written by the one commit step. `sourceKey` names
 * the source; only one of its snapshots can become an order (commit-order.step.ts).
 */
export async function createPricedPaymentIntent(
  ctx: Ctx,
  input: {
    tenant: TenantRow;
    priced: PricedCheckout;
    sourceKey: string;
    orderData: CheckoutOrderData;
    shopperToken: string;
    host?: string | undefined;
  },
): Promise<CreatePaymentIntentResponse> {
  return openPaymentIntent(ctx, {
    tenant: input.tenant,
    priced: { ...input.priced, discountId: null, discountCode: null },
    shopperToken: input.shopperToken,
    sourceKey: input.sourceKey,
    orderData: input.orderData,
    host: input.host,
    answer: { priceChanged: false, discount: null },
  });
}

/** The order a source's payment made, if one did. */
export async function findOrderOfPricedSource(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  sourceKey: string,
): Promise<number | null> {
  return findOrderOfSource(ctx.db, actingTenant(ctx), sourceKey);
}

/**
 * Opens an intent from a call outside checkout's routes (a draft order's or an order's payment
 * link) with the browser's checkout cookie (ADR 0004): its token when it has a valid one, else a
 * new one, which the reply then sets.
 */
export async function openWithCheckoutCookie<T>(
  ctx: Pick<Ctx, 'config'>,
  {
    cookies,
    reply,
    open,
  }: {
    cookies: Record<string, string | undefined>;
    reply: { setCookie: FastifyReply['setCookie'] };
    open: (shopperToken: string) => Promise<T>;
  },
): Promise<T> {
  const name = checkoutCookieName(ctx.config);
  const sent = cookies[name];
  const token = isShopperToken(sent) ? sent : newShopperToken();
  const intent = await open(token);
  reply.setCookie(name, token, checkoutCookieOptions(ctx.config));
  return intent;
}
