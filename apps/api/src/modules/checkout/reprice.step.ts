// Step 1, reprice (DESIGN §6): every line priced from the database, never from the client. The
// chosen combination's price and stock follow resolveVariantRow; shipping is the chosen option.
import {
  type CheckoutItemInput,
  convertPrice,
  DEFAULT_COUNTRY,
  isValidSelection,
  lineInLanguage,
  missingOptionGroups,
  noShippingOptionMessage,
  type PurchaseType,
  parseMinor,
  parseOptionGroups,
  resolveVariantRow,
  type SelectedVariants,
  type SubscriptionInterval,
  subscriptionIntervals,
  type TaxReason,
  type TaxRegistration,
  type VatRate,
  variantString,
} from '@storefleet/contracts';
import type { Db } from '../../db/database.ts';
import { BadRequestError } from '../../lib/errors.ts';
import {
  type CheckoutProduct,
  listCartProductsAndVariants,
  mapExplicitPricesForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import type { StockTarget } from '../catalogue/product-stock.service.ts';
import type { CurrencyPricing } from '../currencies/currencies.service.ts';
import { type AppliedDiscount, priceDiscountCode } from '../discounts/discount-checkout.service.ts';
import { priceChosenShippingOption } from '../shipping/shipping-options.public.service.ts';
import { priceTax } from '../vat/vat-pricing.service.ts';
import { CartLineError, OutOfStockError, outOfStockMessage } from './checkout-errors.ts';

export type PricedLine = {
  /** 0 for a line priced without a product (a draft order's custom line): its order line has none. */
  productId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  selectedVariants: SelectedVariants;
  variantString: string;
  /**
   * The name and options in the shopper's language when it is not the store's default and the
   * product has a translation (docs/decisions/0095): what the buyer's e-mails show. The order line
   * keeps `name` and `variantString`, the store's own words.
   */
  shown?: { name: string; variantString: string };
  purchaseType: PurchaseType;
  /** The stock row the line takes from; none for a line priced without a product (a draft order's custom line). */
  stock?: StockTarget;
  /** The product's VAT rate and this line's VAT (quantity × unit price), priced once here (ADR 0025). */
  vatRate: VatRate;
  vatMinor: number;
  /**
   * The rate charged, in basis points (docs/decisions/0101): the destination's for the product's
   * class, 0 for an export or a reverse charge. Absent on snapshots from before: vatRate × 100.
   */
  taxRateBp?: number;
  /** This line's share of a discount code (ADR 0032); its VAT is on quantity × price − this. */
  discountMinor?: number;
  /**
   * Subscription lines: what each renewal charges per unit, how often, and the trial. During a
   * trial the line's unitPriceMinor (what this checkout charges) is 0 (ADR 0008).
   */
  subscription?: { interval: SubscriptionInterval; trialDays: number; recurringMinor: number };
};

export type PricedCart = {
  lines: PricedLine[];
  subtotalMinor: number;
  shippingMinor: number;
  /** What is charged: subtotal + shipping, plus the VAT when the store's prices exclude it. */
  totalMinor: number;
  vatMinor: number;
  shippingVatMinor: number;
  shippingVatRate: VatRate;
  pricesIncludeVat: boolean;
  /** Why these rates (docs/decisions/0101), the shipping's rate (bp), the business buyer's VAT number. */
  taxReason: TaxReason;
  shippingTaxRateBp: number;
  buyerVatNumber: string | null;
  shippingOptionId: number | null;
  shippingMethod: string;
  priceChanged: boolean;
  /** The code applied (ADR 0032): totalMinor = subtotal + shipping − discountMinor (+ VAT when excluded). */
  discount: AppliedDiscount | null;
};

export type RepriceInput = {
  items: CheckoutItemInput[];
  amount?: number | string;
  shippingOptionId?: number | null;
  /** Where the order goes (ISO 3166-1 alpha-2): the option must be offered there (docs/decisions/0100). */
  country?: string;
  /** A discount code; its checks need the shopper's e-mail for the per-customer limit, when known. */
  discountCode?: string;
  customerEmail?: string | null;
  /** The shopper's language when it is not the store's default: lines carry `shown` in it. */
  language?: string;
  /** A business buyer's VAT number, format-checked for the country (docs/decisions/0101). */
  vatNumber?: string | null;
  /** The US state the order goes to, when known: rates there are by state. */
  region?: string | null;
  /**
   * How the cart is priced in another currency than the store's base one (docs/decisions/0105):
   * absent or null, in the base currency.
   */
  pricing?: CurrencyPricing | null;
};

/** The store's tax settings as read with the store (tenants columns): no statement of their own. */
export type StoreTaxSettings = { pricesIncludeVat: boolean; registration: TaxRegistration };

/** The spec's default shipping method name when no option is chosen. */
export const DEFAULT_SHIPPING_METHOD = 'Standard';

/** The product's own group names and value spelling, in the product's group order. */
function canonicalChoice(sizes: string[], selected: SelectedVariants): SelectedVariants {
  const choice: SelectedVariants = {};
  for (const group of parseOptionGroups(sizes)) {
    const key = Object.keys(selected).find((k) => k.toLowerCase() === group.name.toLowerCase());
    const value = key === undefined ? undefined : selected[key]?.toLowerCase();
    const match = group.values.find((v) => v.toLowerCase() === value);
    if (match) choice[group.name] = match;
  }
  return choice;
}

function unitPrice(product: CheckoutProduct, purchaseType: PurchaseType, variantPrice: number | undefined) {
  const oneOff = variantPrice ?? product.priceMinor;
  return purchaseType === 'subscription' ? (product.subscriptionPriceMinor ?? oneOff) : oneOff;
}

/** ADR 0008: 'Create Subscription Product' items sell only as subscriptions; converted ones both ways. */
function purchaseTypeOf(product: CheckoutProduct, item: CheckoutItemInput, id: number): PurchaseType {
  const purchaseType = item.purchaseType ?? (product.isSubscription ? 'subscription' : 'one-off');
  if (purchaseType === 'subscription' && !product.hasSubscription && !product.isSubscription) {
    throw new CartLineError(`"${product.name}" is not sold as a subscription`, id);
  }
  if (purchaseType === 'one-off' && product.isSubscription) {
    throw new CartLineError(`"${product.name}" is sold only as a subscription`, id);
  }
  return purchaseType;
}

function subscriptionTerms(product: CheckoutProduct, recurringMinor: number): PricedLine['subscription'] {
  const interval = subscriptionIntervals.find((i) => i === product.subscriptionInterval) ?? 'monthly';
  return { interval, trialDays: product.subscriptionTrialDays, recurringMinor };
}

export async function repriceCart(
  db: Db,
  tenantId: number,
  input: RepriceInput,
  /**
   * The store's settings (tenants.prices_include_vat: prices with VAT in them, or VAT added on top;
   * where it is registered for tax), read with the store.
   */
  tax: StoreTaxSettings,
): Promise<PricedCart> {
  const { pricesIncludeVat } = tax;
  const ids = [...new Set(input.items.map((item) => item.id))];
  const ctx = { db, tenantId };
  const pricing = input.pricing ?? null;
  const [{ products: productRows, variants: variantRows }, explicit] = await Promise.all([
    listCartProductsAndVariants(ctx, ids),
    // In another currency only: the base currency has nothing more to read.
    pricing
      ? mapExplicitPricesForCheckout(ctx, { productIds: ids, currency: pricing.currency })
      : new Map<string, number>(),
  ]);
  const products = new Map(productRows.map((p) => [p.id, p]));
  /**
   * A base amount in the cart's currency (docs/decisions/0105): a price set explicitly for `key`
   * wins; else converted at the owner's rate, rounded by the owner's rule for prices (`rule`), to
   * the minor unit for anything else (shipping, a discount's fixed amount).
   */
  const inCartCurrency = (baseMinor: number, { key, rule }: { key?: string; rule?: boolean } = {}) => {
    if (!pricing) return baseMinor;
    const own = key === undefined ? undefined : explicit.get(key);
    if (own !== undefined) return own;
    return convertPrice(
      baseMinor,
      pricing.base,
      pricing.currency,
      pricing.rate,
      rule ? pricing.rounding : 'exact',
    );
  };
  const attributeNames = variantRows.length ? await mapVariantAttributeNames(ctx) : {};

  let priceChanged = false;
  /** The cart's value in the base currency: shipping bands and thresholds are set in it. */
  let baseSubtotalMinor = 0;
  let weightGrams = 0;
  /** Lines without a weight: a weight rate names them rather than weighing them 0 g (docs/decisions/0102). */
  const unweighed = new Set<string>();
  const needed = new Map<string, { quantity: number; available: number; name: string; productId: number }>();
  const lines = input.items.map((item): PricedLine => {
    const product = products.get(item.id);
    const label = product?.name ?? item.name ?? 'A product in your cart';
    if (!product || product.isDraft) throw new CartLineError(`"${label}" is no longer available`, item.id);
    const groups = parseOptionGroups(product.sizes);
    const selected = item.selectedVariants ?? {};
    if (!isValidSelection(groups, selected)) {
      throw new CartLineError(`Please choose a valid option for "${product.name}"`, item.id);
    }
    const missing = missingOptionGroups(groups, selected);
    if (missing.length)
      throw new CartLineError(`Please select: ${missing.join(', ')} for "${product.name}"`, item.id);
    const purchaseType = purchaseTypeOf(product, item, item.id);

    const choice = canonicalChoice(product.sizes, selected);
    const rows = variantRows.filter((r) => r.productId === product.id);
    const row = resolveVariantRow(rows, attributeNames, choice);
    const baseListPriceMinor = unitPrice(product, purchaseType, row?.priceMinor);
    const subscribed = purchaseType === 'subscription' && product.subscriptionPriceMinor != null;
    const listPriceMinor = inCartCurrency(baseListPriceMinor, {
      rule: true,
      ...(subscribed ? {} : { key: row ? `v${row.id}` : `p${product.id}` }),
    });
    const subscription =
      purchaseType === 'subscription' ? subscriptionTerms(product, listPriceMinor) : undefined;
    const inTrial = subscription !== undefined && subscription.trialDays > 0;
    const unitPriceMinor = inTrial ? 0 : listPriceMinor;
    baseSubtotalMinor += (inTrial ? 0 : baseListPriceMinor) * item.quantity;
    const clientPrice = item.price === undefined ? null : parseMinor(item.price);
    if (clientPrice !== null && clientPrice !== unitPriceMinor && clientPrice !== listPriceMinor)
      priceChanged = true;

    const stock: StockTarget = row ? { kind: 'variant', id: row.id } : { kind: 'product', id: product.id };
    const key = `${stock.kind}:${stock.id}`;
    const entry = needed.get(key) ?? {
      quantity: 0,
      available: row ? row.stock : product.inStock,
      name: product.name,
      productId: product.id,
    };
    entry.quantity += item.quantity;
    needed.set(key, entry);
    const lineWeight = row?.weightGrams ?? product.weightGrams;
    if (lineWeight == null) unweighed.add(product.name);
    weightGrams += (lineWeight ?? 0) * item.quantity;

    const shown = input.language ? lineInLanguage(input.language, product, choice) : undefined;
    return {
      productId: product.id,
      name: product.name,
      ...(shown ? { shown } : {}),
      quantity: item.quantity,
      unitPriceMinor,
      vatRate: product.vatRate as VatRate,
      vatMinor: 0,
      selectedVariants: choice,
      variantString: variantString(choice),
      purchaseType,
      stock,
      ...(subscription ? { subscription } : {}),
    };
  });

  // Checked per stock row, so two lines sharing one variant count together (before any card is charged).
  for (const entry of needed.values()) {
    if (entry.quantity > entry.available) {
      throw new OutOfStockError(outOfStockMessage(entry.name, Math.max(0, entry.available)), entry.productId);
    }
  }

  const subtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  let shippingMinor = 0;
  let shippingMethod = DEFAULT_SHIPPING_METHOD;
  if (input.shippingOptionId != null) {
    // The option's rate for this order in its destination (docs/decisions/0100): the same one
    // statement as before, the weights read with the products and variants above.
    const option = await priceChosenShippingOption(ctx, {
      id: input.shippingOptionId,
      country: input.country ?? DEFAULT_COUNTRY,
      order: { subtotalMinor: baseSubtotalMinor, weightGrams, unweighed: [...unweighed] },
    });
    shippingMinor = inCartCurrency(option.costMinor);
    shippingMethod = option.name;
  } else if ((input.country ?? DEFAULT_COUNTRY) !== DEFAULT_COUNTRY) {
    // Without an option an order ships by the spec's 'Standard' delivery, which is the UK's only.
    throw new BadRequestError(noShippingOptionMessage(input.country!));
  }

  // A discount takes its share off each line (and free shipping the shipping) before VAT (ADR 0032).
  const discount = input.discountCode
    ? await priceDiscountCode(ctx, {
        code: input.discountCode,
        lines: lines.map((line) => ({
          productId: line.productId,
          category: products.get(line.productId)?.category ?? null,
          lineTotalMinor: line.unitPriceMinor * line.quantity,
          subscription: line.purchaseType === 'subscription',
        })),
        subtotalMinor,
        shippingMinor,
        email: input.customerEmail,
        ...(pricing ? { baseSubtotalMinor, inCartCurrency: (minor: number) => inCartCurrency(minor) } : {}),
      })
    : null;
  // The destination's rates (docs/decisions/0101): code, not a query.
  const vat = priceTax({
    lines: lines.map((line, i) => ({
      lineTotalMinor: line.unitPriceMinor * line.quantity - (discount?.lineDiscountMinor[i] ?? 0),
      vatRate: line.vatRate,
    })),
    shippingMinor: shippingMinor - (discount?.shippingDiscountMinor ?? 0),
    pricesIncludeVat,
    destination: {
      registration: tax.registration,
      country: input.country ?? DEFAULT_COUNTRY,
      region: input.region ?? null,
      buyerVatNumber: input.vatNumber ?? null,
    },
  });
  lines.forEach((line, i) => {
    line.vatMinor = vat.lineVatMinor[i] ?? 0;
    line.taxRateBp = vat.lineRateBp[i] ?? 0;
    if (discount) line.discountMinor = discount.lineDiscountMinor[i] ?? 0;
  });
  // The store front adds up the prices it shows; VAT added on top is not a change of price.
  const clientAmount = input.amount === undefined ? null : parseMinor(input.amount);
  if (clientAmount !== null && clientAmount !== subtotalMinor + shippingMinor) priceChanged = true;
  return {
    lines,
    subtotalMinor,
    shippingMinor,
    totalMinor: vat.totalMinor,
    vatMinor: vat.vatMinor,
    shippingVatMinor: vat.shippingVatMinor,
    shippingVatRate: vat.shippingVatRate,
    pricesIncludeVat,
    taxReason: vat.reason,
    shippingTaxRateBp: vat.shippingRateBp,
    buyerVatNumber: input.vatNumber ?? null,
    shippingOptionId: input.shippingOptionId ?? null,
    shippingMethod,
    priceChanged,
    discount,
  };
}
