// A product CSV exported by Shopify (ADR 0079), recognised by its header and read into the store's
// own columns (ADR 0029) row for row, so every later step — judging, images, applying — is the one
// the store's own file goes through and the report's row numbers are the Shopify file's. A handle's
// first row carries the product; its further rows carry more variants and/or more images. The
// category is `Type` (else the last level of `Product Category`); Body (HTML) goes through the
// content sanitiser; `Published` false or `Status` draft/archived makes a draft. `Variant Grams` is
// always grams (`Variant Weight Unit` is only how Shopify displays it): the first row's is the
// product's weight, a further variant's only where it differs, and 0 means none (ADR 0102).
import { sanitizeMerchantHtml } from '../content/content.admin.service.ts';
import {
  COMPARE_AT_COLUMN,
  type CsvRecord,
  IMAGE_ALT_COLUMN,
  IMAGE_POSITION_COLUMN,
  OPTION_PREFIX,
  VARIANT_COMPARE_AT_COLUMN,
  VARIANT_WEIGHT_COLUMN,
  WEIGHT_COLUMN,
} from './product-csv.format.ts';

/** Columns whose presence marks a Shopify export (the store's own file has none of the last two). */
const SHOPIFY_MARKERS = ['Handle', 'Title', 'Body (HTML)', 'Variant Price'];

/** The category of a product with neither Type nor Product Category. */
export const SHOPIFY_DEFAULT_CATEGORY = 'Uncategorised';

/** A Shopify product without options has one variant, named like this. */
const DEFAULT_OPTION = { name: 'title', value: 'default title' };

export function isShopifyHeader(cells: string[]): boolean {
  const columns = new Set(cells.map((c) => c.trim()));
  return SHOPIFY_MARKERS.every((c) => columns.has(c));
}

const NATIVE_COLUMNS = [
  'Handle',
  'Name',
  'Description',
  'Category',
  'Price',
  'Stock',
  'Status',
  'Image URL',
  IMAGE_ALT_COLUMN,
  IMAGE_POSITION_COLUMN,
  'Variant SKU',
  'Variant price',
  'Variant stock',
  'Variant active',
  VARIANT_COMPARE_AT_COLUMN,
  COMPARE_AT_COLUMN,
  WEIGHT_COLUMN,
  VARIANT_WEIGHT_COLUMN,
] as const;

type Cell = (record: CsvRecord, column: string) => string;

/** Shopify writes TRUE/FALSE, true/false; an empty Published means published. */
const isFalse = (value: string) => value.trim().toLowerCase() === 'false';

function categoryOf(type: string, productCategory: string): string {
  if (type.trim()) return type.trim();
  const levels = productCategory
    .split('>')
    .map((level) => level.trim())
    .filter(Boolean);
  return levels.at(-1) ?? SHOPIFY_DEFAULT_CATEGORY;
}

/** Shopify allows overselling, so its quantities may be negative; the store's stock never is. */
function stockOf(quantity: string): number {
  const n = Number.parseInt(quantity.trim() || '0', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** "200" → "200"; "0", "", "abc" → "" (Shopify writes 0 for a product nobody weighed). */
function gramsOf(text: string): string {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) && n > 0 ? String(n) : '';
}

type Handle = {
  first: CsvRecord;
  /** The product's options (Option<n> Name on its first row), in order; none for Default Title. */
  optionNames: Array<{ name: string; n: number }>;
  stock: number;
};

/**
 * The Shopify file's rows in the store's columns, each keeping its row number; the header's
 * columns (the store's, then one `Option: <name>` column per option name the file uses).
 */
export async function readShopifyRecords(
  header: string[],
  rows: CsvRecord[],
): Promise<{ columns: string[]; rows: CsvRecord[] }> {
  const index = new Map(header.map((c, i) => [c.trim(), i]));
  const cell: Cell = (record, column) => {
    const i = index.get(column);
    return i === undefined ? '' : (record.cells[i] ?? '');
  };
  // First pass: each handle's first row, option names and total stock.
  const handles = new Map<string, Handle>();
  const optionColumns = new Map<string, string>();
  for (const record of rows) {
    const key = cell(record, 'Handle').trim().toLowerCase();
    if (!key || record.error) continue;
    let handle = handles.get(key);
    if (!handle) {
      // Option names in column order; a later row's Option<n> Value is read by the same n.
      const optionNames = [1, 2, 3]
        .map((n) => ({ name: cell(record, `Option${n} Name`).trim(), n }))
        .filter(({ name, n }) => name !== '' && !isDefaultTitle(name, cell(record, `Option${n} Value`)));
      for (const { name } of optionNames) {
        if (!optionColumns.has(name.toLowerCase())) optionColumns.set(name.toLowerCase(), name);
      }
      handle = { first: record, optionNames, stock: 0 };
      handles.set(key, handle);
    }
    if (isVariantRow(record, cell)) handle.stock += stockOf(cell(record, 'Variant Inventory Qty'));
  }
  const optionNames = [...optionColumns.values()];
  const columns = [...NATIVE_COLUMNS, ...optionNames.map((name) => OPTION_PREFIX + name)];
  const descriptions = new Map<CsvRecord, string>();
  for (const { first } of handles.values()) {
    const body = cell(first, 'Body (HTML)');
    descriptions.set(first, body.trim() ? await sanitizeMerchantHtml(body) : '');
  }

  const out: CsvRecord[] = rows.map((record) => {
    if (record.error) return record;
    if (record.cells.length !== header.length) {
      const error = `This row has ${record.cells.length} cells; the header has ${header.length}`;
      return { row: record.row, cells: [], error };
    }
    const handle = handles.get(cell(record, 'Handle').trim().toLowerCase());
    const isFirst = handle?.first === record;
    const variant = isVariantRow(record, cell) && (handle?.optionNames.length ?? 0) > 0;
    const product = (value: string) => (isFirst ? value : '');
    const status = cell(record, 'Status').trim().toLowerCase();
    const grams = gramsOf(cell(record, 'Variant Grams'));
    const productGrams = handle ? gramsOf(cell(handle.first, 'Variant Grams')) : '';
    const draft = isFalse(cell(record, 'Published')) || status === 'draft' || status === 'archived';
    const options = optionNames.map((name) => {
      if (!variant || !handle) return '';
      const own = handle.optionNames.find((option) => option.name.toLowerCase() === name.toLowerCase());
      return own ? cell(record, `Option${own.n} Value`) : '';
    });
    const values: Record<(typeof NATIVE_COLUMNS)[number], string> = {
      Handle: cell(record, 'Handle'),
      Name: product(cell(record, 'Title')),
      Description: isFirst ? (descriptions.get(record) ?? '') : '',
      Category: product(categoryOf(cell(record, 'Type'), cell(record, 'Product Category'))),
      Price: product(cell(record, 'Variant Price')),
      Stock: product(String(handle?.stock ?? 0)),
      Status: product(draft ? 'draft' : 'live'),
      'Image URL': cell(record, 'Image Src').trim() || (variant ? cell(record, 'Variant Image').trim() : ''),
      [IMAGE_ALT_COLUMN]: cell(record, 'Image Src').trim() ? cell(record, 'Image Alt Text') : '',
      [IMAGE_POSITION_COLUMN]: cell(record, 'Image Src').trim() ? cell(record, 'Image Position') : '',
      'Variant SKU': variant ? cell(record, 'Variant SKU') : '',
      'Variant price': variant ? cell(record, 'Variant Price') : '',
      'Variant stock': variant ? String(stockOf(cell(record, 'Variant Inventory Qty'))) : '',
      'Variant active': variant ? 'yes' : '',
      [VARIANT_COMPARE_AT_COLUMN]: variant ? cell(record, 'Variant Compare At Price') : '',
      [COMPARE_AT_COLUMN]: product(cell(record, 'Variant Compare At Price')),
      [WEIGHT_COLUMN]: product(productGrams),
      [VARIANT_WEIGHT_COLUMN]: variant && grams !== productGrams ? grams : '',
    };
    return { row: record.row, cells: [...NATIVE_COLUMNS.map((c) => values[c]), ...options] };
  });
  return { columns, rows: out };
}

/** Shopify's one option of a product without options: Title = Default Title. */
function isDefaultTitle(name: string, value: string): boolean {
  return name.toLowerCase() === DEFAULT_OPTION.name && value.trim().toLowerCase() === DEFAULT_OPTION.value;
}

/** A row that carries a variant: it has an option value or a price (image-only rows have neither). */
function isVariantRow(record: CsvRecord, cell: Cell): boolean {
  return cell(record, 'Option1 Value').trim() !== '' || cell(record, 'Variant Price').trim() !== '';
}
