// The product CSV's text form (ADR 0029): the columns, one RFC 4180 reader and
// the writer. Cells are written with the exports' csvCell (lib/csv-cell.ts: quoting, and a leading
// apostrophe on a cell a spreadsheet would run as a formula); the reader takes that apostrophe off again, so
// what was exported reads back as it was.
import { isStoreLanguage, type ProductTranslatedField, type StoreLanguage } from '@storefleet/contracts';
import { csvCell } from '../../lib/csv-cell.ts';

/** Product columns: read from the first row of a handle, left empty on its further rows. */
export const PRODUCT_COLUMNS = [
  'Handle',
  'Product ID',
  'Name',
  'Description',
  'Category',
  'Price',
  'Stock',
  'Status',
  'Image URL',
  'Options',
  'VAT rate',
  'Subscription',
  'Subscription price',
  'Subscription interval',
  'Trial days',
] as const;

/** Variant price row columns, then one `Option: <attribute>` column per variant attribute. */
export const VARIANT_COLUMNS = ['Variant SKU', 'Variant price', 'Variant stock', 'Variant active'] as const;
export const OPTION_PREFIX = 'Option: ';
/** The product's "was" price: the last column, after the options; optional on import. */
export const COMPARE_AT_COLUMN = 'Compare-at price';
/** A variant price row's own "was" price; optional on import (absent: unchanged). */
export const VARIANT_COMPARE_AT_COLUMN = 'Variant compare-at price';
/**
 * A gallery image's alt text, beside `Image URL`. Any row of a handle may carry an image: the
 * gallery is the handle's images in row order (or in `Image position` order when the file has it).
 */
export const IMAGE_ALT_COLUMN = 'Image alt text';
export const IMAGE_POSITION_COLUMN = 'Image position';
/**
 * The product's weight in whole grams, and a price row's own (blank: the product's), for
 * weight-rated shipping (docs/decisions/0102); optional on import (absent: unchanged).
 */
export const WEIGHT_COLUMN = 'Weight (g)';
export const VARIANT_WEIGHT_COLUMN = 'Variant weight (g)';
/** Columns after the options, each optional on import. */
export const TRAILING_COLUMNS = [
  COMPARE_AT_COLUMN,
  VARIANT_COMPARE_AT_COLUMN,
  IMAGE_ALT_COLUMN,
  IMAGE_POSITION_COLUMN,
  WEIGHT_COLUMN,
  VARIANT_WEIGHT_COLUMN,
] as const;

/**
 * Translation columns (ADR 0096): `Name:de`, `Description:de`, … one per translated field and
 * language other than the store's default, after the other columns. The column's field is the
 * column it translates (`Name`, `Description`), its language a store language's code.
 */
export const TRANSLATED_COLUMNS: ReadonlyArray<readonly [label: string, field: ProductTranslatedField]> = [
  ['Name', 'name'],
  ['Description', 'description'],
];

/** A translation column of the file: its language code as written (lower case) and the field. */
export type TranslationColumn = { column: string; language: string; field: ProductTranslatedField };

export function translationColumnName(label: string, language: string): string {
  return `${label}:${language}`;
}

/** `Name:de` → { language: 'de', field: 'name' }; any other column → null. Field and code ignore case. */
export function readTranslationColumn(column: string): TranslationColumn | null {
  const match = /^([A-Za-z]+)\s*:\s*(\S.*)$/.exec(column);
  if (!match) return null;
  const entry = TRANSLATED_COLUMNS.find(([label]) => label.toLowerCase() === match[1]!.toLowerCase());
  if (!entry) return null;
  return { column, language: match[2]!.trim().toLowerCase(), field: entry[1] };
}

/** A store's languages as the tenants table keeps them (migration 0050). */
export type StoreLanguages = { defaultLanguage: string; languages: readonly string[] };

/** The store's default language and its enabled ones, as codes Storefleet knows. */
export function storeLanguagesOf(store: StoreLanguages) {
  const defaultLanguage: StoreLanguage = isStoreLanguage(store.defaultLanguage)
    ? store.defaultLanguage
    : 'en';
  const languages = store.languages.filter(isStoreLanguage);
  return { defaultLanguage, languages };
}

/** The translation columns a store's file may have: each field in each enabled language but the default. */
export function storeTranslationColumns(store: StoreLanguages): TranslationColumn[] {
  const { defaultLanguage, languages } = storeLanguagesOf(store);
  return languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) =>
      TRANSLATED_COLUMNS.map(([label, field]) => ({
        column: translationColumnName(label, language),
        language,
        field,
      })),
    );
}

export type Column =
  | (typeof PRODUCT_COLUMNS)[number]
  | (typeof VARIANT_COLUMNS)[number]
  | (typeof TRAILING_COLUMNS)[number];

/** Product options (the `sizes` list) share one cell, separated by this. */
export const OPTIONS_SEPARATOR = ' | ';

/** One record of the file and the row number a spreadsheet shows for it (the header is row 1). */
export type CsvRecord = { row: number; cells: string[]; error?: string };

/**
 * Reads RFC 4180 text: comma separated, fields in double quotes may hold commas, quotes ("") and
 * line breaks; CRLF or LF ends a record; a leading byte order mark is skipped. A record whose quote
 * is never closed is returned with `error`, and reading stops there.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const cells: string[] = [];
    const row = records.length + 1;
    let cell = '';
    let atRecordEnd = false;
    while (!atRecordEnd) {
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < n) {
          const quote = text.indexOf('"', i);
          if (quote === -1) break;
          cell += text.slice(i, quote);
          if (text[quote + 1] === '"') {
            cell += '"';
            i = quote + 2;
          } else {
            i = quote + 1;
            closed = true;
            break;
          }
        }
        if (!closed) {
          records.push({ row, cells: [...cells, cell], error: 'A quoted cell on this row is never closed' });
          return records;
        }
        // Text between the closing quote and the next separator is kept, as spreadsheets do.
      }
      while (i < n) {
        const ch = text[i];
        if (ch === ',' || ch === '\n' || ch === '\r') break;
        cell += ch;
        i++;
      }
      cells.push(cell);
      cell = '';
      if (i >= n) atRecordEnd = true;
      else if (text[i] === ',') i++;
      else {
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        atRecordEnd = true;
      }
    }
    // A blank line is no record (a spreadsheet's trailing empty rows).
    if (!(cells.length === 1 && cells[0] === '')) records.push({ row, cells });
    else records.push({ row, cells: [] });
  }
  return records.filter((record) => record.cells.length > 0 || record.error);
}

/** A cell a spreadsheet would run as a formula, behind any apostrophes already there. */
const GUARDED = /^'*[=+\-@\t\r]/;

/**
 * Undoes the formula guard: "'=SUM(A1)" reads back as "=SUM(A1)". Text that itself began with
 * apostrophes before such a character was written with one more, so every cell reads back as it was.
 */
export function readCell(value: string | undefined): string {
  if (value === undefined) return '';
  return value.startsWith("'") && GUARDED.test(value) ? value.slice(1) : value;
}

/** One record: csvCell's quoting and guard, plus one apostrophe more on text like "'=x". */
export function csvLine(cells: ReadonlyArray<string | number>): string {
  return `${cells
    .map((cell) =>
      typeof cell === 'string' && /^'+[=+\-@\t\r]/.test(cell) ? csvCell(`'${cell}`) : csvCell(cell),
    )
    .join(',')}\r\n`;
}
