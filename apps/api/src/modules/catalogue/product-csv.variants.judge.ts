// The product CSV judge's price rows: a row's variant validated by the variant form's own schema,
// its option values spelt as the store spells them (values the store lacks noted to be added,
// matched ignoring case), and matched to the store's price row by SKU, else by its options.
import { productVariantInputSchema, VARIANT_VALUES_MAX } from '@storefleet/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import { VARIANT_COMPARE_AT_COLUMN, VARIANT_WEIGHT_COLUMN } from './product-csv.format.ts';
import type { Cells, PlannedProduct, PlannedVariant } from './product-csv.judge.ts';
import type { ImportFile, StoreCatalogue } from './product-csv.read.ts';
import type { ProductVariantRow } from './product-variants.queries.ts';
import type { VariantAttributeRow } from './variant-attributes.queries.ts';

/** What the rows judged so far hold that a further variant is checked against and adds to. */
type VariantsSoFar = {
  /** SKU in lower case → the row that gave it. */
  skuRows: Map<string, number>;
  /** Option values to add, per option name (lower case): value in lower case → as spelt. */
  newValues: Map<string, Map<string, string>>;
};

function parseYesNo(value: string, label: string, fallback: boolean): boolean {
  const text = value.trim().toLowerCase();
  if (text === '') return fallback;
  if (['yes', 'true', '1', 'y'].includes(text)) return true;
  if (['no', 'false', '0', 'n'].includes(text)) return false;
  throw new BadRequestError(`${label} must be yes or no`);
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

/** A row's variant for `target`: its SKU unique in the file and, if the store has it, target's own. */
export function planRowVariant(
  cell: Cells,
  record: number,
  target: PlannedProduct,
  file: ImportFile,
  store: StoreCatalogue,
  state: VariantsSoFar,
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

/** A variant without a SKU match is the store's when its product has a price row with its options. */
export function matchVariantsByOptions(planned: PlannedProduct[], store: StoreCatalogue): void {
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
