// GET /api/products for shoppers: a store's live products in the owner's order, each with the active
// variant-price rows and attribute names the card and dialog need to price a chosen combination
// (DESIGN §6; the rule itself is resolveVariantRow in packages/contracts).
import {
  formatMinor,
  STOREFRONT_SEARCH_MAX_RESULTS,
  type StorefrontCategory,
  type StorefrontProduct,
  type StorefrontProductByHandle,
  type StoreLanguage,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { requireStorefrontAccess } from '../tenants/storefront-pass.service.ts';
import { resolveStorefrontTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { listStorefrontCategoriesOfTenant } from './categories.service.ts';
import { findLiveProductByHandle, findLiveProductByPreviousHandle } from './product-handles.queries.ts';
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
};

/** The open store a public request is about, its goods shown to this request (else 403). */
async function resolveBrowsableTenant(
  ctx: Ctx,
  hints: StorefrontHints,
): Promise<TenantRow & { lang: StoreLanguage }> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  const lang = storefrontLanguage(tenant, hints.lang);
  requireStorefrontAccess(ctx, { tenant, cookies: hints.cookies ?? {} });
  return { ...tenant, lang };
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
    products: await listStorefrontProductsOfTenant(ctx, tenant.lang),
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
  return withVariants(ctx, tenant.id, rows, tenant.lang);
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
  return getStorefrontProductOfTenant(ctx, { handle, lang: tenant.lang });
}

/** For callers that already resolved an open store, now the acting one (the product page the server sends). */
export async function getStorefrontProductOfTenant(
  ctx: Ctx,
  { handle, lang }: { handle: string; lang?: StoreLanguage },
): Promise<StorefrontProductByHandle> {
  const tenantId = actingTenant(ctx);
  const current = await findLiveProductByHandle(ctx.db, tenantId, handle);
  const row = current ?? (await findLiveProductByPreviousHandle(ctx.db, tenantId, handle));
  if (!row) throw new NotFoundError('Product not found');
  const [product] = await withVariants(ctx, tenantId, [row], lang);
  return { product: product as StorefrontProduct, redirectTo: current ? null : row.handle };
}

async function withVariants(
  ctx: Ctx,
  tenantId: number,
  rows: LiveProductRow[],
  lang: StoreLanguage | undefined,
): Promise<StorefrontProduct[]> {
  const [variants, attributes] = await Promise.all([
    listActiveVariantRows(
      ctx.db,
      tenantId,
      rows.map((row) => row.id),
    ),
    listVariantAttributeNames(ctx.db, tenantId),
  ]);
  const attributeNames = new Map(attributes.map((a) => [String(a.id), a.name]));
  const variantsByProduct = new Map<number, ActiveVariantRow[]>();
  for (const variant of variants) {
    const list = variantsByProduct.get(variant.productId);
    if (list) list.push(variant);
    else variantsByProduct.set(variant.productId, [variant]);
  }
  return rows.map((row) =>
    toStorefrontProduct(row, variantsByProduct.get(row.id) ?? [], attributeNames, lang),
  );
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
