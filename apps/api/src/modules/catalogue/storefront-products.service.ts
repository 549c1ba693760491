// GET /api/products for shoppers: a store's live products in the owner's order, each with the active
// variant-price rows and attribute names the card and dialog need to price a chosen combination
// (DESIGN §6; the rule itself is resolveVariantRow in packages/contracts).
import {
  convertPrice,
  formatMinor,
  minorToDecimal,
  STOREFRONT_SEARCH_MAX_RESULTS,
  type StorefrontCategory,
  type StorefrontProduct,
  type StorefrontProductByHandle,
  type StoreLanguage,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type CurrencyPricing, storefrontPricing } from '../currencies/currencies.service.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { requireStorefrontAccess } from '../tenants/storefront-pass.service.ts';
import { resolveStorefrontTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { listStorefrontCategoriesOfTenant } from './categories.service.ts';
import { findLiveProductByHandle, findLiveProductByPreviousHandle } from './product-handles.queries.ts';
import { listProductPriceRows } from './product-prices.queries.ts';
import { productFields, translatedProductFields } from './product-view.ts';
import {
  type ActiveVariantRow,
  type LiveProductRow,
  listActiveVariantRows,
  listLiveProducts,
  listVariantAttributeNames,
  searchLiveProducts,
} from './storefront-products.queries.ts';

export type StorefrontHints = {
  tenantId?: number;
  slug?: string;
  host?: string;
  /** The request's cookies: a store not launched yet shows its goods only with its pass (ADR 0081). */
  cookies?: Record<string, string | undefined>;
  /** The language asked for (`?lang=`), checked against the store's (tenants/store-language.service.ts). */
  lang?: string;
  /** The currency to price in (`?currency=`): the base one, or one the store sells in (docs/decisions/0105). */
  currency?: string;
};

/** The currency a read's amounts are in: the store's base currency, or another at the owner's rate. */
type Money = { currency: string; pricing: CurrencyPricing | null };

/** The open store a public request is about, its goods shown to this request (else 403). */
async function resolveBrowsableTenant(
  ctx: Ctx,
  hints: StorefrontHints,
): Promise<TenantRow & { lang: StoreLanguage; money: Money }> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  const lang = storefrontLanguage(tenant, hints.lang);
  requireStorefrontAccess(ctx, { tenant, cookies: hints.cookies ?? {} });
  const pricing = await storefrontPricing(ctx, { base: tenant.currency, asked: hints.currency });
  return { ...tenant, lang, money: { currency: pricing?.currency ?? tenant.currency, pricing } };
}

/**
 * The products of the store a public request is about (404 for an unknown or closed store, 403
 * for one not launched without its pass), and whether the answer is everyone's (a launched store).
 */
export async function listStorefrontProducts(
  ctx: Ctx,
  hints: StorefrontHints,
): Promise<{ products: StorefrontProduct[]; launched: boolean }> {
  const tenant = await resolveBrowsableTenant(ctx, hints);
  return {
    products: await withVariants(
      ctx,
      tenant.id,
      await listLiveProducts(ctx.db, tenant.id),
      tenant.lang,
      tenant.money,
    ),
    launched: tenant.launchedAt !== null,
  };
}

/** The categories of a public request's store in its `lang` (404 unknown or closed, 403 not launched without its pass). */
export async function listStorefrontCategories(
  ctx: Ctx,
  hints: StorefrontHints,
): Promise<{ categories: StorefrontCategory[]; launched: boolean }> {
  const tenant = await resolveBrowsableTenant(ctx, hints);
  return {
    categories: await listStorefrontCategoriesOfTenant(ctx, tenant.lang),
    launched: tenant.launchedAt !== null,
  };
}

/** The live products of a public request's store that match `search`, most relevant first (ADR 0033). */
export async function searchStorefrontProducts(
  ctx: Ctx,
  { hints, search }: { hints: StorefrontHints; search: string },
): Promise<StorefrontProduct[]> {
  const tenant = await resolveBrowsableTenant(ctx, hints);
  const rows = await searchLiveProducts(ctx.db, tenant.id, search, STOREFRONT_SEARCH_MAX_RESULTS);
  return withVariants(ctx, tenant.id, rows, tenant.lang, tenant.money);
}

/**
 * For callers that already resolved an open store, now the acting one (the page the server sends
 * for a store route).
 */
export async function listStorefrontProductsOfTenant(
  ctx: Ctx,
  lang?: StoreLanguage,
): Promise<StorefrontProduct[]> {
  const tenantId = actingTenant(ctx);
  return withVariants(ctx, tenantId, await listLiveProducts(ctx.db, tenantId), lang);
}

/**
 * The live product at `handle` in an open store (ADR 0037): the product that has it now, else the
 * one that had it before a rename, with `redirectTo` its handle now. Unknown, draft: 404.
 */
export async function getStorefrontProductByHandle(
  ctx: Ctx,
  { hints, handle }: { hints: StorefrontHints; handle: string },
): Promise<StorefrontProductByHandle> {
  const tenant = await resolveBrowsableTenant(ctx, hints);
  return getStorefrontProductOfTenant(ctx, { handle, lang: tenant.lang, money: tenant.money });
}

/** For callers that already resolved an open store, now the acting one (the product page the server sends). */
export async function getStorefrontProductOfTenant(
  ctx: Ctx,
  { handle, lang, money }: { handle: string; lang?: StoreLanguage; money?: Money },
): Promise<StorefrontProductByHandle> {
  const tenantId = actingTenant(ctx);
  const current = await findLiveProductByHandle(ctx.db, tenantId, handle);
  const row = current ?? (await findLiveProductByPreviousHandle(ctx.db, tenantId, handle));
  if (!row) throw new NotFoundError('Product not found');
  const [product] = await withVariants(ctx, tenantId, [row], lang, money);
  return { product: product as StorefrontProduct, redirectTo: current ? null : row.handle };
}

async function withVariants(
  ctx: Ctx,
  tenantId: number,
  rows: LiveProductRow[],
  lang: StoreLanguage | undefined,
  money?: Money,
): Promise<StorefrontProduct[]> {
  const productIds = rows.map((row) => row.id);
  const [variants, attributes, explicitRows] = await Promise.all([
    listActiveVariantRows(ctx.db, tenantId, productIds),
    listVariantAttributeNames(ctx.db, tenantId),
    // Prices set in the asked currency win over conversion: read only when one is asked.
    money?.pricing ? listProductPriceRows(ctx.db, tenantId, productIds, money.pricing.currency) : [],
  ]);
  const explicit = new Map(
    explicitRows.map((row) => [
      row.variantId === null ? `p${row.productId}` : `v${row.variantId}`,
      row.priceMinor,
    ]),
  );
  const attributeNames = new Map(attributes.map((a) => [String(a.id), a.name]));
  const variantsByProduct = new Map<number, ActiveVariantRow[]>();
  for (const variant of variants) {
    const list = variantsByProduct.get(variant.productId);
    if (list) list.push(variant);
    else variantsByProduct.set(variant.productId, [variant]);
  }
  const products = rows.map((row) =>
    toStorefrontProduct(row, variantsByProduct.get(row.id) ?? [], attributeNames, lang),
  );
  return money
    ? products.map((product, i) => inCurrency(product, rows[i]!, variants, money, explicit))
    : products;
}

/**
 * The product's amounts in `money`'s currency (docs/decisions/0105), with `currency` beside them: a
 * price set explicitly for the product or variant in it wins, else the base amount at the owner's
 * rate and rounding rule; in the base currency, the base amounts in its own minor digits.
 */
function inCurrency(
  product: StorefrontProduct,
  row: LiveProductRow,
  variants: ActiveVariantRow[],
  money: Money,
  explicit: Map<string, number>,
): StorefrontProduct {
  const { currency, pricing } = money;
  const amount = (minor: number, key?: string): string => {
    const own = key === undefined ? undefined : explicit.get(key);
    const converted =
      own ?? (pricing ? convertPrice(minor, pricing.base, currency, pricing.rate, pricing.rounding) : minor);
    return minorToDecimal(converted, currency);
  };
  const optional = (minor: number | null) => (minor == null ? null : amount(minor));
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  return {
    ...product,
    price: amount(row.priceMinor, `p${row.id}`),
    compareAtPrice: optional(row.compareAtPriceMinor),
    subscriptionPrice: optional(row.subscriptionPriceMinor),
    currency,
    variants: product.variants.map((variant) => {
      const base = byId.get(variant.id);
      if (!base) return { ...variant, currency };
      return {
        ...variant,
        price: amount(base.priceMinor, `v${variant.id}`),
        compareAtPrice: optional(base.compareAtPriceMinor),
        currency,
      };
    }),
  };
}

function toStorefrontProduct(
  row: LiveProductRow,
  variants: ActiveVariantRow[],
  attributeNames: Map<string, string>,
  lang: StoreLanguage | undefined,
): StorefrontProduct {
  // Only the attributes this product's rows name, so the payload stays small.
  const variantAttributeNames: Record<string, string> = {};
  for (const variant of variants) {
    for (const attributeId of Object.keys(variant.variantCombination)) {
      const name = attributeNames.get(attributeId);
      if (name !== undefined) variantAttributeNames[attributeId] = name;
    }
  }
  return {
    ...productFields(row),
    ...(lang ? translatedProductFields(row, lang) : {}),
    variants: variants.map((variant) => ({
      id: variant.id,
      isActive: true as const,
      variantCombination: Object.fromEntries(
        Object.entries(variant.variantCombination).map(([id, value]) => [id, String(value)]),
      ),
      price: formatMinor(variant.priceMinor),
      compareAtPrice: variant.compareAtPriceMinor == null ? null : formatMinor(variant.compareAtPriceMinor),
      stock: variant.stock,
    })),
    variantAttributeNames,
  };
}
