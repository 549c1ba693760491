// GET /api/admin/products/export (ADR 0029): the store's products, filtered as the
// product list is, one row per variant price row in Shopify's layout — the product's own columns on
// its first row only, the further rows carrying the Handle and the variant columns. Every gallery
// image is written, in order, one per row (the first on the product's row; rows past the variants
// carry only an image), with its alt text; each price row its own compare-at price; last, the
// product's translations, one column per field and enabled language but the default (ADR 0096).
import { formatMinor, type ProductExportQuery } from '@storefleet/contracts';
import { type Ctx, readDb } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  COMPARE_AT_COLUMN,
  csvLine,
  IMAGE_ALT_COLUMN,
  OPTION_PREFIX,
  OPTIONS_SEPARATOR,
  PRODUCT_COLUMNS,
  storeTranslationColumns,
  type TranslationColumn,
  VARIANT_COLUMNS,
  VARIANT_COMPARE_AT_COLUMN,
  VARIANT_WEIGHT_COLUMN,
  WEIGHT_COLUMN,
} from './product-csv.format.ts';
import { listVariantRowsOf } from './product-csv.queries.ts';
import { galleryOf } from './product-images.ts';
import type { ProductVariantRow } from './product-variants.queries.ts';
import { listProductRows, type ProductRow } from './products.queries.ts';
import { listVariantAttributeRows } from './variant-attributes.queries.ts';

const PAGE = 1000;

/** A handle made from the name: lower case, words joined by '-', made unique in the file. */
export function handleMaker(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const base =
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'product';
    let handle = base;
    for (let n = 2; used.has(handle); n++) handle = `${base}-${n}`;
    used.add(handle);
    return handle;
  };
}

export function subscriptionCell(row: ProductRow): string {
  if (row.isSubscription) return 'only';
  return row.hasSubscription ? 'yes' : 'no';
}

function productCells(row: ProductRow, handle: string): Array<string | number> {
  return [
    handle,
    row.id,
    row.name,
    row.description ?? '',
    row.category ?? '',
    formatMinor(row.priceMinor),
    row.inStock,
    row.isDraft ? 'draft' : 'live',
    row.sizes.join(OPTIONS_SEPARATOR),
    row.vatRate,
    subscriptionCell(row),
    row.subscriptionPriceMinor == null ? '' : formatMinor(row.subscriptionPriceMinor),
    row.subscriptionInterval ?? '',
    row.subscriptionTrialDays,
  ];
}

function variantCells(
  variant: ProductVariantRow | undefined,
  attributeIds: string[],
): Array<string | number> {
  if (!variant) return [...VARIANT_COLUMNS.map(() => ''), ...attributeIds.map(() => '')];
  return [
    variant.sku ?? '',
    formatMinor(variant.priceMinor),
    variant.stock,
    variant.isActive ? 'yes' : 'no',
    ...attributeIds.map((id) => variant.variantCombination[id] ?? ''),
  ];
}

const IMAGE_URL_AT = PRODUCT_COLUMNS.indexOf('Image URL');

const money = (minor: number | null | undefined) => (minor == null ? '' : formatMinor(minor));

/** The product's texts in each translation column (blank: not translated). */
function translationCells(row: ProductRow, columns: TranslationColumn[]): string[] {
  return columns.map(({ language, field }) => {
    const text = row.translations?.[language]?.[field];
    return typeof text === 'string' ? text : '';
  });
}

const grams = (weight: number | null | undefined) => (weight == null ? '' : String(weight));

/** The product's rows: as many as its price rows or its images, whichever is more (at least one). */
function productLines(
  row: ProductRow,
  handle: string,
  list: ProductVariantRow[],
  attributeIds: string[],
  translationColumns: TranslationColumn[],
) {
  const gallery = galleryOf(row);
  const lines: string[] = [];
  for (let i = 0; i < Math.max(1, list.length, gallery.length); i++) {
    const variant = list[i];
    const image = gallery[i];
    const [first, ...productRest] = productCells(row, handle);
    const product = i === 0 ? productRest : productRest.map(() => '');
    // `Image URL` sits after `Status` among the product columns.
    product.splice(IMAGE_URL_AT - 1, 0, image?.url ?? '');
    lines.push(
      csvLine([
        first as string,
        ...product,
        ...variantCells(variant, attributeIds),
        i === 0 ? money(row.compareAtPriceMinor) : '',
        money(variant?.compareAtPriceMinor),
        image?.alt ?? '',
        i === 0 ? grams(row.weightGrams) : '',
        grams(variant?.weightGrams),
        ...(i === 0 ? translationCells(row, translationColumns) : translationColumns.map(() => '')),
      ]),
    );
  }
  return lines;
}

/** The whole file as text (UTF-8, CRLF line ends, a header row). */
export async function exportProductsCsv(ctx: Ctx, query: ProductExportQuery): Promise<string> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const db = readDb(ctx);
  const rows: ProductRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listProductRows(db, tenantId, { ...query, limit: PAGE, offset });
    rows.push(...page.rows);
    if (page.rows.length < PAGE) break;
  }
  const variants = await listVariantRowsOf(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  const byProduct = new Map<number, ProductVariantRow[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(variant);
    byProduct.set(variant.productId, list);
  }
  // Only the attributes the exported rows use, in the store's order.
  const used = new Set(variants.flatMap((v) => Object.keys(v.variantCombination)));
  const attributes = (await listVariantAttributeRows(db, tenantId)).filter((a) => used.has(String(a.id)));
  const attributeIds = attributes.map((a) => String(a.id));

  // One column per translated field in each enabled language but the default (ADR 0096).
  const translationColumns = storeTranslationColumns(await getTenant({ ...ctx, db }, tenantId));
  const handleOf = handleMaker();
  const out = [
    csvLine([
      ...PRODUCT_COLUMNS,
      ...VARIANT_COLUMNS,
      ...attributes.map((a) => OPTION_PREFIX + a.name),
      COMPARE_AT_COLUMN,
      VARIANT_COMPARE_AT_COLUMN,
      IMAGE_ALT_COLUMN,
      WEIGHT_COLUMN,
      VARIANT_WEIGHT_COLUMN,
      ...translationColumns.map((c) => c.column),
    ]),
  ];
  for (const row of rows) {
    out.push(
      ...productLines(row, handleOf(row.name), byProduct.get(row.id) ?? [], attributeIds, translationColumns),
    );
  }
  return out.join('');
}
