// GET /api/shipping-options for shoppers: the active options of the store in view, each with the
// shopper-facing estimatedDelivery text next to the admin's estimatedDays (DESIGN §5).
import {
  convertPrice,
  DEFAULT_COUNTRY,
  deliveredInText,
  lowestRateCost,
  minorToDecimal,
  notShippedToMessage,
  optionNotOfferedMessage,
  orderWeight,
  type PublicShippingOption,
  priceShippingRate,
  type RateKind,
  rateRefusal,
  type ShippingMeasure,
  type ShippingRate,
  type StoreLanguage,
  type Translations,
  translateField,
  unweighedMessage,
  zoneDeliversTo,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { listProductsForCheckout } from '../catalogue/checkout-products.service.ts';
import { storefrontPricing } from '../currencies/currencies.service.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import {
  type ActiveShippingOptionRow,
  findActiveShippingOptionRow,
  listActiveShippingOptions,
} from './shipping-options.public.queries.ts';

/**
 * GET /api/shipping-options: the options offered in the destination's zone (docs/decisions/0100),
 * each priced for the cart when the call names its items. No zone covers the country: a 404 that
 * says so ("We don't ship to Germany yet"). A weight rate cannot weigh a product without a weight
 * (docs/decisions/0102): the option is left out, and when that leaves nothing, a 409 names the
 * product rather than pricing it as 0 g.
 */
export async function listPublicShippingOptions(
  ctx: Ctx,
  hints: {
    tenantId?: number;
    host?: string;
    lang?: string;
    country?: string;
    items?: { id: number; quantity: number }[] | undefined;
    currency?: string | undefined;
  },
): Promise<PublicShippingOption[]> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  const pricing = await storefrontPricing(ctx, { base: tenant.currency, asked: hints.currency });
  const money = pricing
    ? {
        currency: pricing.currency,
        convert: (minor: number) => convertPrice(minor, pricing.base, pricing.currency, pricing.rate),
      }
    : { currency: tenant.currency, convert: (minor: number) => minor };
  const country = hints.country ?? DEFAULT_COUNTRY;
  const all = await listActiveShippingOptions(ctx.db, actingTenant(ctx), country);
  const rows = all.filter((row) => deliversTo(row, country));
  // A store with no options at all answers an empty list, as before zones; one that ships
  // elsewhere says it does not ship there.
  if (rows.length === 0 && all.length > 0) throw new NotFoundError(notShippedToMessage(country));
  const cart = hints.items?.length ? await measureCart(ctx, hints.items) : undefined;
  const lang = storefrontLanguage(tenant, hints.lang);
  const offered = rows.flatMap((row) => {
    const rate = rateOf(row);
    const cost = cart ? priceShippingRate(rate, cart) : lowestRateCost(rate);
    return cost === null
      ? []
      : [toPublicShippingOption(row, { costMinor: cost, priced: !!cart, money, lang })];
  });
  const unweighed = cart?.unweighed?.[0];
  const weightRate = rows.find((row) => row.rateKind === 'weight');
  if (offered.length === 0 && unweighed !== undefined && weightRate) {
    throw new ConflictError(unweighedMessage(weightRate.name, unweighed));
  }
  return offered;
}

function deliversTo(row: ActiveShippingOptionRow, country: string): boolean {
  return zoneDeliversTo(row, country, row.namedByAZone);
}

/** The cart's items' value and weight at the products' own prices (a variant's weight is checkout's). */
async function measureCart(ctx: Ctx, items: { id: number; quantity: number }[]): Promise<ShippingMeasure> {
  const products = new Map(
    (await listProductsForCheckout(ctx, [...new Set(items.map((item) => item.id))])).map((p) => [p.id, p]),
  );
  const lines = items.flatMap((item) => {
    const product = products.get(item.id);
    return product
      ? [{ ...item, name: product.name, priceMinor: product.priceMinor, weightGrams: product.weightGrams }]
      : [];
  });
  return {
    subtotalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    ...orderWeight(lines),
  };
}

/**
 * For callers that already resolved an open store, now the acting one (the page the server sends
 * for a store route): the options for GB, the store front's first destination.
 */
export async function listPublicShippingOptionsOfTenant(
  ctx: Ctx,
  { lang, currency }: { lang?: StoreLanguage; currency: string },
): Promise<PublicShippingOption[]> {
  const rows = await listActiveShippingOptions(ctx.db, actingTenant(ctx), DEFAULT_COUNTRY);
  return rows
    .filter((row) => deliversTo(row, DEFAULT_COUNTRY))
    .map((row) =>
      toPublicShippingOption(row, {
        costMinor: lowestRateCost(rateOf(row)),
        priced: false,
        money: { currency, convert: (minor) => minor },
        lang,
      }),
    );
}

function rateOf(row: ActiveShippingOptionRow): ShippingRate {
  return {
    rateKind: row.rateKind as RateKind,
    costMinor: row.costMinor,
    rateBands: row.rateBands,
    freeAboveMinor: row.freeAboveMinor,
  };
}

/**
 * The option a checkout chose, priced for its order and checked against its destination: its
 * name and price in minor units. One statement (the option with its zone). Refused with a 400 a
 * shopper can read when the option is gone, not offered in the country, or takes no such order.
 */
export async function priceChosenShippingOption(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { id, country, order }: { id: number; country: string; order: ShippingMeasure },
): Promise<{ name: string; costMinor: number }> {
  const row = await findActiveShippingOptionRow(ctx.db, actingTenant(ctx), id, country);
  if (!row) throw new BadRequestError('The chosen shipping option is no longer available');
  if (!deliversTo(row, country)) {
    throw new BadRequestError(optionNotOfferedMessage(row.name, country));
  }
  const rate = rateOf(row);
  const costMinor = priceShippingRate(rate, order);
  if (costMinor === null) throw new BadRequestError(rateRefusal(rate, row.name, order));
  return { name: row.name, costMinor };
}

function toPublicShippingOption(
  row: ActiveShippingOptionRow,
  {
    costMinor,
    priced,
    money,
    lang,
  }: {
    costMinor: number;
    priced: boolean;
    /** The answer's currency, and a base amount in it (docs/decisions/0105). */
    money: { currency: string; convert: (baseMinor: number) => number };
    lang?: StoreLanguage | undefined;
  },
): PublicShippingOption {
  const { currency, convert } = money;
  const translations = row.translations as Translations;
  return {
    id: row.id,
    name: lang ? translateField(row.name, translations, lang, 'name') : row.name,
    description: lang ? translateField(row.description, translations, lang, 'description') : row.description,
    cost: minorToDecimal(convert(costMinor), currency),
    estimatedDays: row.estimatedDays,
    estimatedDelivery: estimatedDeliveryText(row.description, row.estimatedDays),
    currency,
    rateKind: row.rateKind as RateKind,
    freeAbove: row.freeAboveMinor === null ? null : minorToDecimal(convert(row.freeAboveMinor), currency),
    priced,
  };
}

/**
 * The delivery estimate a shopper reads. The owner's own words win when the description states one
 * ("Royal Mail Tracked 48: 3-5 business days" → "Delivered in 3-5 business days", "… the next
 * business day" → "Delivered the next business day"); otherwise it is built from estimatedDays
 * ("Delivered in 5 days", as the admin's list reads it); null when neither says.
 */
export function estimatedDeliveryText(
  description: string | null,
  estimatedDays: number | null,
): string | null {
  const text = description ?? '';
  const range = /(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(business|working)?\s*days?\b/i.exec(text);
  if (range) return `Delivered in ${range[1]}-${range[2]} ${qualified(range[3])}days`;
  const nextDay = /\bnext\s+(business|working)?\s*day\b/i.exec(text);
  if (nextDay) return `Delivered the next ${qualified(nextDay[1])}day`;
  const single = /\b(\d{1,3})\s*(business|working)?\s*days?\b/i.exec(text);
  if (single) return `Delivered in ${plural(Number(single[1]), `${qualified(single[2])}day`)}`;
  if (estimatedDays != null && estimatedDays >= 0) return deliveredInText(estimatedDays);
  return null;
}

const qualified = (word: string | undefined) => (word ? `${word.toLowerCase()} ` : '');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
