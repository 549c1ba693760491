// GET /api/admin/products/export (ADR 0029): the store's products, filtered as the
// product list is, one row per variant price row in Shopify's layout — the product's own columns on
// its first row only, the further rows carrying the Handle and the variant columns.
import { formatMinor, type ProductExportQuery } from '@storefleet/contracts';
import { type Ctx, readDb } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  COMPARE_AT_COLUMN,
  csvLine,
  OPTION_PREFIX,
  OPTIONS_SEPARATOR,
  PRODUCT_COLUMNS,
  VARIANT_COLUMNS,
} from './product-csv.format.ts';
import { listVariantRowsOf } from './product-csv.queries.ts';
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
    row.image ?? '',
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

  const handleOf = handleMaker();
  const out = [
    csvLine([
      ...PRODUCT_COLUMNS,
      ...VARIANT_COLUMNS,
      ...attributes.map((a) => OPTION_PREFIX + a.name),
      COMPARE_AT_COLUMN,
    ]),
  ];
  for (const row of rows) {
    const handle = handleOf(row.name);
    const list = byProduct.get(row.id) ?? [];
    const compareAt = row.compareAtPriceMinor == null ? '' : formatMinor(row.compareAtPriceMinor);
    out.push(csvLine([...productCells(row, handle), ...variantCells(list[0], attributeIds), compareAt]));
    for (const variant of list.slice(1)) {
      out.push(
        csvLine([
          handle,
          ...PRODUCT_COLUMNS.slice(1).map(() => ''),
          ...variantCells(variant, attributeIds),
          '',
        ]),
      );
    }
  }
  return out.join('');
}
