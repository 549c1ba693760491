// The product form's Variants section: every combination of the options the
// product offers, one editable line each (price, compare-at, stock, SKU, weight), and what saving it means
// for the product's variant price rows (the same rows Variant Pricing lists, spec admin §3
// product_variants). A line with an empty price has no row: it sells at the product's own price.
import { generateSku, type ProductVariant, productVariantInputSchema } from '@storefleet/contracts';
import type { PricingAttribute } from './variant-pricing.ts';

/** More lines than this is not a form a person fills in; the section asks to narrow the options. */
export const MAX_VARIANT_LINES = 100;

export type Combination = Record<string, string>;

/** The text fields of one line as typed. */
export type VariantLineFields = {
  price: string;
  compareAtPrice: string;
  stock: string;
  sku: string;
  /** Whole grams; blank: the product's weight (docs/decisions/0102). */
  weightGrams: string;
};

export type VariantLine = VariantLineFields & {
  key: string;
  combination: Combination;
  /** "Size: M, Colour: Black" in the attributes' order. */
  label: string;
  /** The row this line edits, with what it held when the form opened. */
  row?: ProductVariant;
};

/** Every combination of the attributes' values, in the attributes' order (first attribute slowest). */
export function combinationsOf(attributes: readonly PricingAttribute[]): Combination[] {
  if (attributes.length === 0) return [];
  return attributes.reduce<Combination[]>(
    (combos, attribute) =>
      combos.flatMap((combo) => attribute.values.map((value) => ({ ...combo, [attribute.id]: value }))),
    [{}],
  );
}

/** How many lines the attributes make, without building them. */
export function combinationCount(attributes: readonly PricingAttribute[]): number {
  return attributes.length === 0 ? 0 : attributes.reduce((n, a) => n * a.values.length, 1);
}

/** One spelling per combination: attribute ids in order, values compared case-insensitively. */
export function combinationKey(combination: Combination): string {
  return Object.keys(combination)
    .filter((id) => combination[id]?.trim())
    .sort((a, b) => Number(a) - Number(b))
    .map((id) => `${id}=${(combination[id] ?? '').trim().toLowerCase()}`)
    .join('|');
}

const blankFields: VariantLineFields = { price: '', compareAtPrice: '', stock: '', sku: '', weightGrams: '' };

export function rowFields(row: ProductVariant): VariantLineFields {
  return {
    price: row.price,
    compareAtPrice: row.compareAtPrice ?? '',
    stock: String(row.stock),
    sku: row.sku ?? '',
    weightGrams: row.weightGrams == null ? '' : String(row.weightGrams),
  };
}

/**
 * The lines for the attributes: what was typed before (`previous`, by combination) wins, then the
 * product's row for exactly that combination, else blank. Rows naming only some attributes (Variant
 * Pricing's "Any colour") are not lines; they are left as they are.
 */
export function variantLines(
  attributes: readonly PricingAttribute[],
  rows: readonly ProductVariant[],
  previous: readonly VariantLine[] = [],
): VariantLine[] {
  const rowByKey = new Map(rows.map((row) => [combinationKey(row.variantCombination), row]));
  const typedByKey = new Map(previous.map((line) => [line.key, line]));
  return combinationsOf(attributes).map((combination) => {
    const key = combinationKey(combination);
    const row = rowByKey.get(key);
    const typed = typedByKey.get(key);
    const fields = typed ? pick(typed) : row ? rowFields(row) : blankFields;
    return {
      key,
      combination,
      label: attributes.map((a) => `${a.name}: ${combination[a.id]}`).join(', '),
      row,
      ...fields,
    };
  });
}

function pick(line: VariantLineFields): VariantLineFields {
  return {
    price: line.price,
    compareAtPrice: line.compareAtPrice,
    stock: line.stock,
    sku: line.sku,
    weightGrams: line.weightGrams,
  };
}

const isBlank = (line: VariantLineFields) =>
  [line.price, line.compareAtPrice, line.stock, line.sku, line.weightGrams].every((v) => v.trim() === '');

const sameFields = (a: VariantLineFields, b: VariantLineFields) =>
  a.price.trim() === b.price.trim() &&
  a.compareAtPrice.trim() === b.compareAtPrice.trim() &&
  a.stock.trim() === b.stock.trim() &&
  a.sku.trim() === b.sku.trim() &&
  a.weightGrams.trim() === b.weightGrams.trim();

/** The body of POST/PUT /api/products/{id}/variants, prices in pounds (spec admin §7). */
export type VariantRowBody = {
  variantCombination: Combination;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  lowStockThreshold?: number;
  sku: string;
  isActive: boolean;
  /** Grams; null: the product's. */
  weightGrams: number | null;
};

export type VariantPlan = {
  create: VariantRowBody[];
  update: { id: number; body: VariantRowBody }[];
  remove: number[];
};

/** Messages by line key and field, from the same rules the server applies. */
export type VariantLineErrors = Record<string, Partial<Record<keyof VariantLineFields, string>>>;

/** The product's own price ("25.00") and stock ("12"): what a line's blank price or stock means. */
export type VariantDefaults = { price: string; stock: string };

/**
 * What saving the lines does: a filled line without a row creates one, a changed line with a row
 * updates it (keeping its active flag and alert level), an emptied line with a row deletes it.
 * Lines that are blank, or unchanged, send nothing. A line with some figures takes the product's
 * price or stock (`defaults`) where its own is left blank, as the form's help text says. Errors
 * come back instead when a line is wrong (the server's messages: 'Price is required', …).
 */
export function planVariantSaves(
  lines: readonly VariantLine[],
  defaults?: VariantDefaults,
): { ok: true; plan: VariantPlan } | { ok: false; errors: VariantLineErrors } {
  const plan: VariantPlan = { create: [], update: [], remove: [] };
  const errors: VariantLineErrors = {};
  for (const typed of lines) {
    if (isBlank(typed)) {
      if (typed.row) plan.remove.push(typed.row.id);
      continue;
    }
    const line = {
      ...typed,
      price: typed.price.trim() || defaults?.price.trim() || '',
      stock: typed.stock.trim() || defaults?.stock.trim() || '',
    };
    if (line.row && sameFields(line, rowFields(line.row))) continue;
    const parsed = productVariantInputSchema.safeParse({
      variantCombination: line.combination,
      price: line.price,
      compareAtPrice: line.compareAtPrice,
      stock: line.stock,
      sku: line.sku,
      weightGrams: line.weightGrams,
      isActive: line.row?.isActive ?? true,
      lowStockThreshold: line.row ? String(line.row.lowStockThreshold) : undefined,
    });
    if (!parsed.success) {
      const lineErrors: Partial<Record<keyof VariantLineFields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          field === 'price' ||
          field === 'compareAtPrice' ||
          field === 'stock' ||
          field === 'sku' ||
          field === 'weightGrams'
        )
          lineErrors[field] ??= issue.message;
      }
      errors[line.key] = lineErrors;
      continue;
    }
    const value = parsed.data;
    const body: VariantRowBody = {
      variantCombination: value.variantCombination,
      // The schema reads pence; the API takes pounds.
      price: value.price / 100,
      compareAtPrice: value.compareAtPrice == null ? null : value.compareAtPrice / 100,
      stock: value.stock,
      ...(line.row ? { lowStockThreshold: line.row.lowStockThreshold } : {}),
      sku: value.sku ?? '',
      isActive: value.isActive,
      weightGrams: value.weightGrams ?? null,
    };
    if (line.row) plan.update.push({ id: line.row.id, body });
    else plan.create.push(body);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, plan };
}

/**
 * Fills the empty SKUs of the priced lines with the spec's Generate rule (3 letters of the name, 2
 * of each value); a line without a price stays empty, so it still sells at the product's price.
 */
/**
 * Why Generate SKUs would change nothing, in words for the owner; null when it fills some SKU.
 */
export function skuGenerationProblem(lines: readonly VariantLine[], productName: string): string | null {
  if (!lines.some((line) => line.price.trim())) {
    return 'Give a line its own price first: SKUs are made for the lines priced on their own.';
  }
  if (!lines.some((line) => line.price.trim() && !line.sku.trim())) {
    return 'Every priced line has a SKU already.';
  }
  if (!productName.trim()) return 'Enter the product name first: each SKU starts with it.';
  return null;
}

export function generateMissingSkus(
  lines: readonly VariantLine[],
  productName: string,
  attributes: readonly PricingAttribute[],
): VariantLine[] {
  return lines.map((line) =>
    line.sku.trim() || !line.price.trim()
      ? line
      : {
          ...line,
          sku: generateSku(
            productName,
            attributes.map((a) => line.combination[a.id] ?? ''),
          ),
        },
  );
}
