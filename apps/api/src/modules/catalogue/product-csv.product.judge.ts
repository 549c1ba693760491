// The product CSV judge's product fields: a handle's first row read into the product it starts,
// validated by the product form's own code (productFieldsFromForm) so a file cannot hold what the
// admin could not; a category the store lacks is noted to be created (name trimmed, matched
// ignoring case), and the product is matched to the store's by its Product ID.
import { PRODUCT_TRANSLATED_FIELDS, type Translations, translationsInputSchema } from '@storefleet/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import {
  COMPARE_AT_COLUMN,
  OPTIONS_SEPARATOR,
  type TranslationColumn,
  WEIGHT_COLUMN,
} from './product-csv.format.ts';
import type { Cells, PlannedProduct } from './product-csv.judge.ts';
import type { StoreCatalogue } from './product-csv.read.ts';
import { productFieldsFromForm, productValuesFrom } from './product-form.ts';
import type { NewProductRow } from './products.queries.ts';

const translationSchema = translationsInputSchema(PRODUCT_TRANSLATED_FIELDS);

/**
 * The texts of a handle's first row in its translation columns (ADR 0096), validated as the admin's
 * are; a blank cell is no translation. Undefined when the file has no translation column.
 */
function translationsOfRow(cell: Cells, columns: TranslationColumn[]): Translations | undefined {
  if (columns.length === 0) return undefined;
  const translations: Translations = {};
  for (const { column, language, field } of columns) {
    const parsed = translationSchema.safeParse({ [language]: { [field]: cell(column) } });
    if (!parsed.success) {
      throw new BadRequestError(`${column}: ${parsed.error.issues[0]?.message ?? 'Invalid translation'}`);
    }
    const text = parsed.data[language]?.[field];
    if (typeof text === 'string') translations[language] = { ...translations[language], [field]: text };
  }
  return translations;
}

/**
 * A product's translations once the file is applied: the file's columns decide their fields (a text
 * sets it, a blank cell removes it); every other language and field (option names too) stays as it was.
 */
export function mergeTranslations(
  existing: Translations | null | undefined,
  fromFile: Translations,
  columns: TranslationColumn[],
): Translations {
  const merged: Translations = {};
  for (const [language, fields] of Object.entries(existing ?? {})) {
    if (fields && typeof fields === 'object') merged[language] = { ...fields };
  }
  for (const { language, field } of columns) {
    const text = fromFile[language]?.[field];
    const fields = { ...merged[language] };
    if (typeof text === 'string') fields[field] = text;
    else delete fields[field];
    if (Object.keys(fields).length > 0) merged[language] = fields;
    else delete merged[language];
  }
  return merged;
}

/** The product fields of a handle's first row; a category the store lacks is noted in `newCategories`. */
function productValuesOfRow(
  cell: Cells,
  categories: Map<string, string>,
  newCategories: Map<string, string>,
  translationColumns: TranslationColumn[],
): NewProductRow {
  const status = cell('Status').trim().toLowerCase();
  if (status && status !== 'live' && status !== 'draft')
    throw new BadRequestError('Status must be live or draft');
  const subscription = cell('Subscription').trim().toLowerCase();
  if (subscription && !['yes', 'no', 'only'].includes(subscription)) {
    throw new BadRequestError('Subscription must be yes, no or only');
  }
  const sizes = cell('Options')
    .split(OPTIONS_SEPARATOR.trim())
    .map((s) => s.trim())
    .filter(Boolean);
  const fields = productFieldsFromForm({
    name: cell('Name'),
    description: cell('Description'),
    price: cell('Price'),
    category: cell('Category'),
    inStock: cell('Stock'),
    sizes: JSON.stringify(sizes),
    hasSubscription: String(subscription === 'yes' || subscription === 'only'),
    isDraft: String(status === 'draft'),
    subscriptionPrice: cell('Subscription price'),
    subscriptionInterval: cell('Subscription interval').trim(),
    subscriptionTrialDays: cell('Trial days'),
    vatRate: cell('VAT rate').trim(),
    // Optional column: a file without it leaves a product's compare-at price as it is.
    ...(cell.has(COMPARE_AT_COLUMN) ? { compareAtPrice: cell(COMPARE_AT_COLUMN) } : {}),
    ...(cell.has(WEIGHT_COLUMN) ? { weightGrams: cell(WEIGHT_COLUMN) } : {}),
  });
  const key = fields.category.toLowerCase();
  const category = categories.get(key) ?? newCategories.get(key) ?? fields.category;
  if (!categories.has(key) && !newCategories.has(key)) newCategories.set(key, category);
  const values: NewProductRow = { ...productValuesFrom(fields), category };
  // Only a file with translation columns writes translations (merged with the product's when applied).
  const translations = translationsOfRow(cell, translationColumns);
  if (translations) values.translations = translations;
  if (subscription === 'only') Object.assign(values, { isSubscription: true, hasSubscription: false });
  return values;
}

/** The product a handle's first row starts, matched to the store's by its Product ID. */
export function startProduct(
  cell: Cells,
  handle: string,
  record: number,
  store: StoreCatalogue,
  newCategories: Map<string, string>,
  translationColumns: TranslationColumn[],
): PlannedProduct {
  const values = productValuesOfRow(cell, store.categories, newCategories, translationColumns);
  const idText = cell('Product ID').trim();
  if (idText && !/^\d{1,9}$/.test(idText)) {
    throw new BadRequestError('Product ID must be a whole number, or empty for a new product');
  }
  const id = idText ? Number(idText) : undefined;
  return {
    handle,
    record,
    values,
    images: [],
    variants: [],
    existingIdGiven: id,
    existing: id === undefined ? undefined : store.existingProducts.get(id),
  };
}
