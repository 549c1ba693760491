// Step 2 of the product CSV import, judge: pure functions (no database, no network) that decide
// for each row, from the file and what the read step found, whether it creates, updates or is
// rejected, and why. A product is matched by its Product ID or one of its variant SKUs; a variant by
// SKU, else by its options. Product fields are validated by the product form's own code
// (productFieldsFromForm); categories and option values the store lacks are noted to be created
// (names trimmed, matched ignoring case).
import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_TRANSLATED_FIELDS,
  type ProductImportResult,
  type ProductImportRow,
  productVariantInputSchema,
  type Translations,
  translationsInputSchema,
  VARIANT_VALUES_MAX,
} from '@storefleet/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import {
  COMPARE_AT_COLUMN,
  type CsvRecord,
  IMAGE_ALT_COLUMN,
  IMAGE_POSITION_COLUMN,
  OPTIONS_SEPARATOR,
  readCell,
  type TranslationColumn,
  VARIANT_COLUMNS,
  VARIANT_COMPARE_AT_COLUMN,
  VARIANT_WEIGHT_COLUMN,
  WEIGHT_COLUMN,
} from './product-csv.format.ts';
import type { ImageSource, ImportFile, ProductLimit, StoreCatalogue } from './product-csv.read.ts';
import { productFieldsFromForm, productValuesFrom } from './product-form.ts';
import type { ProductVariantRow } from './product-variants.queries.ts';
import type { NewProductRow, ProductRow } from './products.queries.ts';
import type { VariantAttributeRow } from './variant-attributes.queries.ts';

/** A row's cell by column name ('' when the file has no such column); `has`: whether it has it. */
type Cells = ((column: string) => string) & { has(column: string): boolean };

export type PlannedVariant = {
  record: number;
  /** Option name in lower case → value, as the store or else the file spells it. */
  options: Map<string, string>;
  sku: string | null;
  priceMinor: number;
  /** Undefined: the file has no variant compare-at column (the row's stays as it is). */
  compareAtPriceMinor?: number | null;
  /** Undefined: the file has no variant weight column (the row's stays as it is). */
  weightGrams?: number | null;
  stock: number;
  isActive: boolean;
  existingId?: number;
};

/** An image a row names: where it goes in the gallery, and what becomes of it. */
export type PlannedImage = {
  url: string;
  alt: string;
  /** `Image position` when the file gives it, else the row's place among the handle's images. */
  position: number;
  record: number;
  action?: 'own' | 'fetch';
  /** Why this image is left out (its product is imported without it). */
  error?: string;
};

export type PlannedProduct = {
  handle: string;
  record: number;
  existing?: ProductRow;
  values: NewProductRow;
  /** The gallery the file gives, in file order (none: a new product has no image, the store's keeps its). */
  images: PlannedImage[];
  variants: PlannedVariant[];
  /** A Product ID the file gave that is not this store's (the product is added as new). */
  existingIdGiven?: number;
};

/** A row's answer, and the product it adds to (absent when the row is rejected on its own). */
export type Judged = { row: ProductImportRow; productIndex?: number };

/** Every row judged: the answers in file order, the products to write, and what the store lacks. */
export type RowJudgement = {
  judged: Judged[];
  planned: PlannedProduct[];
  /** Categories to create: lower case → as first spelt in the file. */
  newCategories: Map<string, string>;
  /** Option values to add, per option name (lower case): value in lower case → as spelt. */
  newValues: Map<string, Map<string, string>>;
};

/** The message of an error that refuses a row (400 or 409); anything else is not the row's fault. */
export function messageOf(error: unknown): string {
  if (error instanceof BadRequestError || error instanceof ConflictError) return error.message;
  throw error;
}

function parseYesNo(value: string, label: string, fallback: boolean): boolean {
  const text = value.trim().toLowerCase();
  if (text === '') return fallback;
  if (['yes', 'true', '1', 'y'].includes(text)) return true;
  if (['no', 'false', '0', 'n'].includes(text)) return false;
  throw new BadRequestError(`${label} must be yes or no`);
}

function cellsOf(record: CsvRecord, columns: string[]): Cells {
  return Object.assign(
    (column: string) => {
      const index = columns.indexOf(column);
      return index === -1 ? '' : readCell(record.cells[index]);
    },
    { has: (column: string) => columns.includes(column) },
  );
}

/** Options compared by attribute name and value, ignoring case. */
export function comboKey(options: Map<string, string>): string {
  return [...options.entries()]
    .map(([name, value]) => `${name.toLowerCase()}=${value.toLowerCase()}`)
    .sort()
    .join('\u0001');
}

function comboKeyOfRow(row: ProductVariantRow, attributes: VariantAttributeRow[]): string {
  const names = new Map(attributes.map((a) => [String(a.id), a.name.toLowerCase()]));
  return comboKey(
    new Map(Object.entries(row.variantCombination).map(([id, value]) => [names.get(id) ?? `#${id}`, value])),
  );
}

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
function planProduct(
  cell: Cells,
  categories: Map<string, string>,
  newCategories: Map<string, string>,
  translationColumns: TranslationColumn[],
) {
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
  const idText = cell('Product ID').trim();
  const product: PlannedProduct = {
    handle: '',
    record: 0,
    values,
    images: [],
    variants: [],
    existingIdGiven: /^\d{1,9}$/.test(idText) ? Number(idText) : undefined,
  };
  return product;
}

/** An option value as the store spells it, else as the file does (noted in `newValues`, up to the cap). */
function spellOptionValue(
  attributeName: string,
  value: string,
  attribute: VariantAttributeRow | undefined,
  newValues: Map<string, Map<string, string>>,
): string {
  const known = attribute?.values.find((v) => v.toLowerCase() === value.toLowerCase());
  if (known) return known;
  const key = attributeName.toLowerCase();
  const added = newValues.get(key) ?? new Map<string, string>();
  const spelt = added.get(value.toLowerCase()) ?? value;
  if (!added.has(value.toLowerCase())) {
    if ((attribute?.values.length ?? 0) + added.size >= VARIANT_VALUES_MAX) {
      throw new BadRequestError(`${attributeName} would have more than ${VARIANT_VALUES_MAX} values`);
    }
    added.set(value.toLowerCase(), value);
    newValues.set(key, added);
  }
  return spelt;
}

/** The price row on a row: validated by the variant form's schema, its options spelt as the store's. */
function planVariant(
  cell: Cells,
  record: number,
  file: ImportFile,
  attributeByName: Map<string, VariantAttributeRow>,
  newValues: Map<string, Map<string, string>>,
): PlannedVariant {
  const optionColumns = [...file.optionNames.keys()];
  const combination: Record<string, string> = {};
  optionColumns.forEach((column, index) => {
    combination[String(index)] = cell(column);
  });
  const parsed = productVariantInputSchema.safeParse({
    variantCombination: combination,
    price: cell('Variant price'),
    stock: cell('Variant stock'),
    sku: cell('Variant SKU'),
    isActive: parseYesNo(cell('Variant active'), 'Variant active', true),
    // Optional column: a file without it leaves a price row's compare-at price as it is.
    ...(cell.has(VARIANT_COMPARE_AT_COLUMN) ? { compareAtPrice: cell(VARIANT_COMPARE_AT_COLUMN) } : {}),
    ...(cell.has(VARIANT_WEIGHT_COLUMN) ? { weightGrams: cell(VARIANT_WEIGHT_COLUMN) } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const labels: Record<string, string> = {
      price: 'Variant price: ',
      stock: 'Variant stock: ',
      compareAtPrice: 'Variant compare-at price: ',
      weightGrams: 'Variant weight (g): ',
    };
    const field = labels[String(issue?.path[0])] ?? '';
    throw new BadRequestError(`${field}${issue?.message ?? 'Invalid variant'}`);
  }
  const options = new Map<string, string>();
  for (const [index, value] of Object.entries(parsed.data.variantCombination)) {
    const attributeName = file.optionNames.get(optionColumns[Number(index)] as string) as string;
    const attribute = attributeByName.get(attributeName.toLowerCase());
    options.set(attributeName.toLowerCase(), spellOptionValue(attributeName, value, attribute, newValues));
  }
  return {
    record,
    options,
    sku: parsed.data.sku,
    priceMinor: parsed.data.price,
    compareAtPriceMinor: parsed.data.compareAtPrice,
    weightGrams: parsed.data.weightGrams,
    stock: parsed.data.stock,
    isActive: parsed.data.isActive,
  };
}

type RowState = RowJudgement & {
  /** Handle in lower case → its product (null: rejected) and the row that started it. */
  productByHandle: Map<string, { index: number | null; record: number }>;
  /** SKU in lower case → the row that gave it. */
  skuRows: Map<string, number>;
};

/** Why a row cannot be read at all, if it cannot. */
function shapeErrorOf(record: CsvRecord, columns: string[], handle: string): string | undefined {
  if (record.error) return record.error;
  if (record.cells.length !== columns.length) {
    return `This row has ${record.cells.length} cells; the header has ${columns.length}`;
  }
  if (!handle) return 'Handle is required: rows of one product share its handle';
  return undefined;
}

/** The product a handle's first row starts, matched to the store's by its Product ID. */
function startProduct(
  cell: Cells,
  handle: string,
  record: number,
  store: StoreCatalogue,
  state: RowState,
  translationColumns: TranslationColumn[],
): PlannedProduct {
  const product = planProduct(cell, store.categories, state.newCategories, translationColumns);
  product.handle = handle;
  product.record = record;
  const idText = cell('Product ID').trim();
  if (idText && !/^\d{1,9}$/.test(idText)) {
    throw new BadRequestError('Product ID must be a whole number, or empty for a new product');
  }
  product.existing = idText ? store.existingProducts.get(Number(idText)) : undefined;
  return product;
}

/** A row's variant for `target`: its SKU unique in the file and, if the store has it, target's own. */
function planRowVariant(
  cell: Cells,
  record: number,
  target: PlannedProduct,
  file: ImportFile,
  store: StoreCatalogue,
  state: RowState,
): PlannedVariant {
  const variant = planVariant(cell, record, file, store.attributeByName, state.newValues);
  if (variant.sku) {
    const earlier = state.skuRows.get(variant.sku.toLowerCase());
    if (earlier) throw new BadRequestError(`SKU ${variant.sku} is already used on row ${earlier}`);
    const match = store.variantBySku.get(variant.sku.toLowerCase());
    if (match) {
      if (!target.existing) target.existing = store.existingProducts.get(match.productId);
      if (target.existing?.id !== match.productId) {
        throw new BadRequestError(`SKU ${variant.sku} belongs to another product (id ${match.productId})`);
      }
      variant.existingId = match.id;
    }
  }
  const key = comboKey(variant.options);
  if (target.variants.some((v) => comboKey(v.options) === key)) {
    throw new BadRequestError('This product already has a price row for these options');
  }
  return variant;
}

function rowHasVariant(cell: Cells, file: ImportFile): boolean {
  return (
    VARIANT_COLUMNS.some((c) => cell(c).trim() !== '') ||
    [...file.optionNames.keys()].some((c) => cell(c).trim() !== '')
  );
}

/**
 * One row: a handle's first row starts a product (a rejected one rejects the handle's later rows),
 * and any row may carry a variant. Accepted rows are answered 'create' here; judgeOutcome settles
 * create or update once every row is read.
 */
function judgeRecord(record: CsvRecord, file: ImportFile, store: StoreCatalogue, state: RowState): void {
  const cell = cellsOf(record, file.columns);
  const handle = cell('Handle').trim();
  const name = cell('Name').trim();
  const handleKey = handle.toLowerCase();
  const reject = (kind: ProductImportRow['kind'], message: string) => {
    state.judged.push({ row: { row: record.row, handle, kind, name, action: 'reject', message } });
  };
  const shapeError = shapeErrorOf(record, file.columns, handle);
  if (shapeError !== undefined) {
    reject('product', shapeError);
    return;
  }

  const owner = state.productByHandle.get(handleKey);
  const imageUrl = cell('Image URL').trim();
  const kind = owner ? (imageUrl && !rowHasVariant(cell, file) ? 'image' : 'variant') : 'product';
  if (owner?.index === null) {
    reject(kind, `The product on row ${owner.record} was rejected`);
    return;
  }
  let product: PlannedProduct | undefined;
  let variant: PlannedVariant | undefined;
  try {
    if (!owner) product = startProduct(cell, handle, record.row, store, state, file.translationColumns);
    const target = product ?? (state.planned[owner?.index as number] as PlannedProduct);
    if (rowHasVariant(cell, file)) variant = planRowVariant(cell, record.row, target, file, store, state);
  } catch (error) {
    if (!owner) state.productByHandle.set(handleKey, { index: null, record: record.row });
    reject(kind, messageOf(error));
    return;
  }
  const targetIndex = product ? state.planned.length : (owner?.index as number);
  const target = product ?? (state.planned[targetIndex] as PlannedProduct);
  if (product) {
    state.planned.push(product);
    state.productByHandle.set(handleKey, { index: targetIndex, record: record.row });
  }
  if (variant) {
    if (variant.sku) state.skuRows.set(variant.sku.toLowerCase(), record.row);
    target.variants.push(variant);
  }
  if (imageUrl) addImage(target, imageUrl, cell, record.row);
  state.judged.push({
    row: { row: record.row, handle, kind, name: target.values.name, action: 'create', message: null },
    productIndex: targetIndex,
  });
}

/** A row's image joins its product's gallery (a URL the gallery already has is named once). */
function addImage(target: PlannedProduct, url: string, cell: Cells, record: number): void {
  if (target.images.some((image) => image.url === url)) return;
  const position = Number.parseInt(cell(IMAGE_POSITION_COLUMN).trim(), 10);
  target.images.push({
    url,
    alt: cell(IMAGE_ALT_COLUMN).trim().slice(0, 250),
    position: Number.isFinite(position) ? position : target.images.length + 1,
    record,
  });
}

/** A variant without a SKU match is the store's when its product has a price row with its options. */
function matchVariantsByOptions(planned: PlannedProduct[], store: StoreCatalogue): void {
  for (const product of planned) {
    const existing = product.existing ? (store.variantsByProduct.get(product.existing.id) ?? []) : [];
    for (const v of product.variants) {
      if (v.existingId !== undefined) continue;
      const key = comboKey(v.options);
      const same = existing.find((row) => comboKeyOfRow(row, store.attributes) === key);
      if (same) v.existingId = same.id;
    }
  }
}

/** Every row of the file, in order, against what the store has. */
export function judgeRows(file: ImportFile, store: StoreCatalogue): RowJudgement {
  const state: RowState = {
    judged: [],
    planned: [],
    newCategories: new Map(),
    newValues: new Map(),
    productByHandle: new Map(),
    skuRows: new Map(),
  };
  for (const record of file.rows) judgeRecord(record, file, store, state);
  matchVariantsByOptions(state.planned, store);
  const { judged, planned, newCategories, newValues } = state;
  return { judged, planned, newCategories, newValues };
}

/** URLs the product already shows: kept as they are, without a look-up. */
function shownUrls(product: PlannedProduct): Set<string> {
  if (!product.existing) return new Set();
  return new Set([product.existing.image ?? '', ...product.existing.images.map((image) => image.url)]);
}

/** The image URLs whose source the read step must look up: those the product does not show already. */
export function imageUrlsToRead(planned: PlannedProduct[]): string[] {
  return planned.flatMap((p) => {
    const shown = shownUrls(p);
    return p.images.filter((image) => !shown.has(image.url)).map((image) => image.url);
  });
}

/**
 * Each product's gallery in `Image position` order (rows break ties), and each image's action: one
 * the store already has, or one to fetch (checked now, read when applying). A refused image, or one
 * past the gallery's limit, is left out with its reason on its row; the product is imported without it.
 */
export function judgeImages(planned: PlannedProduct[], sources: Map<string, ImageSource>): void {
  for (const product of planned) {
    product.images.sort((a, b) => a.position - b.position || a.record - b.record);
    const shown = shownUrls(product);
    let placed = 0;
    for (const image of product.images) {
      const source = shown.has(image.url) ? { action: 'own' as const } : sources.get(image.url);
      if (!source) throw new Error(`The source of the image ${image.url} was not read`);
      if ('error' in source) image.error = source.error;
      else if (placed >= PRODUCT_IMAGES_MAX)
        image.error = `A product shows at most ${PRODUCT_IMAGES_MAX} images`;
      else {
        image.action = source.action;
        placed++;
      }
    }
  }
}

/** The row message of an image left out. */
export function imageFailureMessage(url: string, reason: string): string {
  return `Image ${url} not imported: ${reason}`;
}

export function limitMessageOf({ limit, planName }: ProductLimit): string {
  return limit === null
    ? ''
    : `${planName ? `Your ${planName} plan` : 'Your plan'} allows ${limit} product${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`;
}

/** Products refused (index → why): a new product beyond the plan's room. */
function refusedProducts(planned: PlannedProduct[], productLimit: ProductLimit): Map<number, string> {
  const { limit, existingCount } = productLimit;
  const creates = planned.filter((p) => !p.existing).length;
  let room = limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - existingCount);
  const refused = new Map<number, string>();
  if (creates > room) {
    const limitMessage = limitMessageOf(productLimit);
    for (const [index, product] of planned.entries()) {
      if (product.existing || refused.has(index)) continue;
      if (room > 0) room--;
      else refused.set(index, limitMessage);
    }
  }
  return refused;
}

/** Each accepted row's final answer: rejected with its product, else create or update. */
function settleRowActions(judgement: RowJudgement, refused: Map<number, string>): void {
  for (const item of judgement.judged) {
    if (item.productIndex === undefined || item.row.action === 'reject') continue;
    const product = judgement.planned[item.productIndex] as PlannedProduct;
    const why = refused.get(item.productIndex);
    if (why !== undefined) {
      item.row.action = 'reject';
      item.row.message =
        item.row.kind === 'product' ? why : `The product on row ${product.record} was rejected`;
      continue;
    }
    if (item.row.kind === 'product') {
      item.row.action = product.existing ? 'update' : 'create';
      if (!product.existing && product.existingIdGiven) {
        item.row.message = `Product ${product.existingIdGiven} is not in this store: it will be added as a new product`;
      }
    } else {
      const variant = product.variants.find((v) => v.record === item.row.row);
      item.row.action =
        variant?.existingId !== undefined || (!variant && product.existing) ? 'update' : 'create';
    }
    for (const image of product.images) {
      if (image.record === item.row.row && image.error) {
        const note = imageFailureMessage(image.url, image.error);
        item.row.message = item.row.message ? `${item.row.message}. ${note}` : note;
      }
    }
  }
}

/** The answer: counts of products and variants by action, rejected rows first (by row), then the rest. */
function summarise(judgement: RowJudgement, refused: Map<number, string>, dryRun: boolean) {
  const rows = judgement.judged.map((j) => j.row);
  const rejected = rows.filter((r) => r.action === 'reject');
  const ok = judgement.planned.filter((_, i) => !refused.has(i));
  const allVariants = ok.flatMap((p) => p.variants);
  const result: ProductImportResult = {
    dryRun,
    applied: false,
    products: {
      create: ok.filter((p) => !p.existing).length,
      update: ok.filter((p) => p.existing).length,
      reject: rows.filter((r) => r.kind === 'product' && r.action === 'reject').length,
    },
    variants: {
      create: allVariants.filter((v) => v.existingId === undefined).length,
      update: allVariants.filter((v) => v.existingId !== undefined).length,
      reject: rows.filter((r) => r.kind === 'variant' && r.action === 'reject').length,
    },
    images: {
      create: ok.flatMap((p) => p.images).filter((image) => image.action !== undefined).length,
      reject: ok.flatMap((p) => p.images).filter((image) => image.error !== undefined).length,
    },
    rows: [...rejected.sort((a, b) => a.row - b.row), ...rows.filter((r) => r.action !== 'reject')],
  };
  return { result, rejected: rejected.length };
}

/**
 * Once every row and image is judged and the plan's limit is known: each row's final answer and the
 * import's result (not yet applied); `rejected` counts the rows refused, any of which stops the import.
 */
export function judgeOutcome(
  judgement: RowJudgement,
  productLimit: ProductLimit,
  dryRun: boolean,
): { result: ProductImportResult; rejected: number } {
  const refused = refusedProducts(judgement.planned, productLimit);
  settleRowActions(judgement, refused);
  return summarise(judgement, refused, dryRun);
}
