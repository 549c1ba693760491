// Step 1 of the product CSV import, read: the file parsed into its header and rows, and what the
// judgement needs from the database, each read once for the whole file: the store's categories,
// variant options, price rows and the products the file names; later, where each image named by
// URL comes from, and the plan's product limit. Nothing here decides what happens to a row.
import { imageMessages, isStoreLanguage, LANGUAGE_NAMES } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { getTenantPlanLimits, limitOf } from '../plans/plan-limits.service.ts';
import { isTenantUpload } from '../uploads/uploads.service.ts';
import { listCategoryRows } from './categories.queries.ts';
import {
  type CsvRecord,
  OPTION_PREFIX,
  PRODUCT_COLUMNS,
  parseCsv,
  readCell,
  readTranslationColumn,
  type StoreLanguages,
  storeLanguagesOf,
  storeTranslationColumns,
  TRAILING_COLUMNS,
  type TranslationColumn,
  VARIANT_COLUMNS,
} from './product-csv.format.ts';
import type { ImageFetcher } from './product-csv.images.ts';
import { messageOf } from './product-csv.judge.ts';
import { countStoreProducts, listAllVariantRows, listProductsById } from './product-csv.queries.ts';
import { isShopifyHeader, readShopifyRecords } from './product-csv.shopify.ts';
import type { ProductVariantRow } from './product-variants.queries.ts';
import { isProductImageOfTenant, type ProductRow } from './products.queries.ts';
import { listVariantAttributeRows, type VariantAttributeRow } from './variant-attributes.queries.ts';

const KNOWN_COLUMNS = new Set<string>([...PRODUCT_COLUMNS, ...VARIANT_COLUMNS, ...TRAILING_COLUMNS]);
const REQUIRED_COLUMNS = ['Handle', 'Name', 'Price', 'Category', 'Stock'];

/** The file: its header's columns, its `Option: <name>` columns (column → name) and its data rows. */
export type ImportFile = {
  /** Whose layout the file has: the store's own, or Shopify's (read into the store's columns). */
  format: 'storefleet' | 'shopify';
  columns: string[];
  optionNames: Map<string, string>;
  /** Its translation columns (`Name:de`, ADR 0096), checked against the store's languages by checkTranslationColumns. */
  translationColumns: TranslationColumn[];
  rows: CsvRecord[];
};

/** What the store has now, keyed the way the judgement looks it up (names and SKUs in lower case). */
export type StoreCatalogue = {
  /** Category name in lower case → as the store spells it. */
  categories: Map<string, string>;
  attributes: VariantAttributeRow[];
  attributeByName: Map<string, VariantAttributeRow>;
  variantBySku: Map<string, ProductVariantRow>;
  variantsByProduct: Map<number, ProductVariantRow[]>;
  /** The store's products named by the file: by a Product ID cell or by one of their SKUs. */
  existingProducts: Map<number, ProductRow>;
};

/** Where an image named by URL comes from: the store has it, it is to be fetched, or why not. */
export type ImageSource = { action: 'own' | 'fetch' } | { error: string };

/** The plan's product limit (null: none) and how many products the store has. */
export type ProductLimit = { limit: number | null; planName: string | null; existingCount: number };

type Header = {
  columns: string[];
  optionNames: Map<string, string>;
  translationColumns: TranslationColumn[];
};

/**
 * The header: known columns, `Option: <name>` columns and translation columns (`Name:de`), each
 * once; refused as a whole (400).
 */
function readHeader(record: CsvRecord | undefined): Header {
  if (!record || record.error)
    throw new BadRequestError('The file is empty or its header row cannot be read');
  const columns = record.cells.map((c) => c.trim());
  const seen = new Set<string>();
  const optionNames = new Map<string, string>();
  const translationColumns: TranslationColumn[] = [];
  for (const column of columns) {
    const key = column.toLowerCase();
    if (seen.has(key)) throw new BadRequestError(`The column "${column}" appears twice in the header`);
    seen.add(key);
    if (column.startsWith(OPTION_PREFIX)) {
      const name = column.slice(OPTION_PREFIX.length).trim();
      if (!name || name.length > 100)
        throw new BadRequestError(`The column "${column}" needs an option name`);
      optionNames.set(column, name);
    } else if (KNOWN_COLUMNS.has(column)) {
      // one of the store's own columns
    } else if (readTranslationColumn(column)) {
      translationColumns.push(readTranslationColumn(column) as TranslationColumn);
    } else {
      throw new BadRequestError(
        `Unknown column "${column}". Use the columns of an exported file (options as "${OPTION_PREFIX}Size", translations as "Name:de").`,
      );
    }
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw new BadRequestError(`The header lacks the column(s): ${missing.join(', ')}`);
  return { columns, optionNames, translationColumns };
}

/**
 * The file's translation columns against the store's languages (ADR 0096): a language Storefleet
 * does not know, the store's default, or one the store does not offer refuses the file (400),
 * naming the translation columns this store takes.
 */
export function checkTranslationColumns(file: ImportFile, store: StoreLanguages): void {
  const { defaultLanguage, languages } = storeLanguagesOf(store);
  const allowed = storeTranslationColumns(store).map((c) => c.column);
  const takes =
    allowed.length > 0
      ? `This store's translation columns are ${allowed.join(', ')}.`
      : `This store offers only ${LANGUAGE_NAMES[defaultLanguage]} (${defaultLanguage}): turn on more languages in the store's settings first.`;
  for (const { column, language } of file.translationColumns) {
    if (!isStoreLanguage(language)) {
      throw new BadRequestError(
        `The column "${column}" names no language Storefleet knows ("${language}"). ${takes}`,
      );
    }
    if (language === defaultLanguage) {
      throw new BadRequestError(
        `The column "${column}" is for ${LANGUAGE_NAMES[language]} (${language}), the store's default language: its texts go in Name and Description. ${takes}`,
      );
    }
    if (!languages.includes(language)) {
      throw new BadRequestError(
        `The column "${column}" is for ${LANGUAGE_NAMES[language]} (${language}), which this store does not offer. ${takes}`,
      );
    }
  }
}

/** The store's own file parsed; a file that cannot be read as a whole is refused (400) before any row is judged. */
export function readImportFile(text: string): ImportFile {
  return ownFileOf(parseCsv(text));
}

function ownFileOf(records: CsvRecord[]): ImportFile {
  const header = readHeader(records[0]);
  const rows = records.slice(1);
  if (rows.length === 0) throw new BadRequestError('The file has a header but no rows');
  return { format: 'storefleet', ...header, rows };
}

/** Any file the import takes: a Shopify export (recognised by its header) is read into the store's columns. */
export async function readUploadedFile(text: string): Promise<ImportFile> {
  const records = parseCsv(text);
  const first = records[0];
  if (!first || first.error || !isShopifyHeader(first.cells)) return ownFileOf(records);
  const rows = records.slice(1);
  if (rows.length === 0) throw new BadRequestError('The file has a header but no rows');
  const shopify = await readShopifyRecords(first.cells, rows);
  const header = readHeader({ row: 1, cells: shopify.columns });
  return { format: 'shopify', ...header, rows: shopify.rows };
}

/** The store's price rows by SKU (lower case) and by product. */
function indexVariants(variants: ProductVariantRow[]) {
  const variantBySku = new Map<string, ProductVariantRow>();
  const variantsByProduct = new Map<number, ProductVariantRow[]>();
  for (const v of variants) {
    if (v.sku) variantBySku.set(v.sku.toLowerCase(), v);
    const list = variantsByProduct.get(v.productId) ?? [];
    list.push(v);
    variantsByProduct.set(v.productId, list);
  }
  return { variantBySku, variantsByProduct };
}

/** The ids of the store's products the file names: in a Product ID cell, or owning a SKU it gives. */
function productIdsNamed(file: ImportFile, variantBySku: Map<string, ProductVariantRow>): number[] {
  const idCells = file.rows
    .map((r) => readCell(r.cells[file.columns.indexOf('Product ID')]).trim())
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
  const skuProductIds = file.rows
    .map((r) => readCell(r.cells[file.columns.indexOf('Variant SKU')]).trim().toLowerCase())
    .map((sku) => variantBySku.get(sku)?.productId)
    .filter((id): id is number => id !== undefined);
  return [...new Set([...idCells, ...skuProductIds])];
}

/** What the store has now: three reads, and the products named by the file a thousand ids at a time. */
export async function readStoreCatalogue(
  ctx: Ctx,
  tenantId: number,
  file: ImportFile,
): Promise<StoreCatalogue> {
  const categories = new Map(
    (await listCategoryRows(ctx.db, tenantId)).map((c) => [c.name.toLowerCase(), c.name]),
  );
  const attributes = await listVariantAttributeRows(ctx.db, tenantId);
  const attributeByName = new Map(attributes.map((a) => [a.name.toLowerCase(), a]));
  const { variantBySku, variantsByProduct } = indexVariants(await listAllVariantRows(ctx.db, tenantId));
  const named = await listProductsById(ctx.db, tenantId, productIdsNamed(file, variantBySku));
  const existingProducts = new Map(named.map((p) => [p.id, p]));
  return { categories, attributes, attributeByName, variantBySku, variantsByProduct, existingProducts };
}

/**
 * Where an image comes from: one the store already has, one of this platform's uploads, or a URL
 * checked now and fetched when applying (an address refused here refuses the row).
 */
async function readImageSource(
  ctx: Ctx,
  tenantId: number,
  url: string,
  fetcher: ImageFetcher,
): Promise<'own' | 'fetch'> {
  if (
    (await isProductImageOfTenant(ctx.db, tenantId, url)) ||
    (await isTenantUpload({ ...ctx, tenantId }, url))
  ) {
    return 'own';
  }
  if (url.startsWith('/uploads/')) {
    if (!/^\/uploads\/[a-f0-9]{32}\.webp$/.test(url)) throw new BadRequestError(imageMessages.invalid);
    return 'fetch';
  }
  await fetcher.check(url, ctx.config.NODE_ENV === 'production');
  return 'fetch';
}

/** Each URL once, in the order given (many rows name the same image); a refusal keeps its message. */
export async function readImageSources(
  ctx: Ctx,
  tenantId: number,
  urls: string[],
  fetcher: ImageFetcher,
): Promise<Map<string, ImageSource>> {
  const sources = new Map<string, ImageSource>();
  for (const url of urls) {
    if (sources.has(url)) continue;
    try {
      sources.set(url, { action: await readImageSource(ctx, tenantId, url, fetcher) });
    } catch (error) {
      sources.set(url, { error: messageOf(error) });
    }
  }
  return sources;
}

export async function readProductLimit(ctx: Ctx, tenantId: number): Promise<ProductLimit> {
  const { planName, limits } = await getTenantPlanLimits({ ...ctx, tenantId });
  const limit = limitOf(limits, 'maxProducts');
  const existingCount = await countStoreProducts(ctx.db, tenantId);
  return { limit, planName, existingCount };
}
