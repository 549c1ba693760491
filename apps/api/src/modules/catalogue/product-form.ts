// The product form arrives as multipart text fields (spec admin §7): sizes as JSON text, booleans
// as 'true'/'false'. This turns them into the contract's input and validates it.
import { type ProductFields, type ProductFieldsInput, productFieldsSchema } from '@storefleet/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';

function parseBoolean(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no', ''].includes(text)) return false;
  throw new BadRequestError(`${name} must be true or false`);
}

function parseSizes(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new BadRequestError('Sizes must be a JSON list of text values');
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw new BadRequestError('Sizes must be a JSON list of text values');
  }
  return parsed;
}

function parseTranslations(value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestError('Translations must be JSON: {"de": {"name": "…"}}');
  }
}

export function productFieldsFromForm(fields: Record<string, string>): ProductFields {
  const input: ProductFieldsInput = {
    name: fields.name as string,
    handle: fields.handle,
    description: fields.description,
    price: fields.price as string,
    category: fields.category as string,
    inStock: fields.inStock as string,
    compareAtPrice: fields.compareAtPrice,
    lowStockThreshold: fields.lowStockThreshold,
    weightGrams: fields.weightGrams,
    sizes: parseSizes(fields.sizes),
    hasSubscription: parseBoolean(fields.hasSubscription, 'hasSubscription'),
    isDraft: parseBoolean(fields.isDraft, 'isDraft'),
    subscriptionPrice: fields.subscriptionPrice,
    subscriptionInterval: (fields.subscriptionInterval ||
      undefined) as ProductFieldsInput['subscriptionInterval'],
    subscriptionTrialDays: fields.subscriptionTrialDays,
    vatRate: fields.vatRate === undefined || fields.vatRate === '' ? undefined : fields.vatRate,
    translations: parseTranslations(fields.translations) as ProductFieldsInput['translations'],
  };
  return parseOrThrow(productFieldsSchema, input);
}

/** The row values a validated form sets (image and order are decided by the service). */
export function productValuesFrom(fields: ProductFields) {
  return {
    name: fields.name,
    // Absent or empty: a new product's is made from its name (the database does it), an edit keeps it.
    ...(fields.handle === undefined ? {} : { handle: fields.handle }),
    description: fields.description,
    priceMinor: fields.price,
    category: fields.category,
    inStock: fields.inStock,
    sizes: fields.sizes,
    isDraft: fields.isDraft,
    hasSubscription: fields.hasSubscription,
    subscriptionPriceMinor: fields.subscriptionPrice,
    subscriptionInterval: fields.subscriptionInterval ?? (fields.hasSubscription ? 'monthly' : null),
    subscriptionTrialDays: fields.subscriptionTrialDays,
    ...(fields.vatRate === undefined ? {} : { vatRate: fields.vatRate }),
    ...(fields.translations === undefined ? {} : { translations: fields.translations }),
    // Absent (a form or file without them): unchanged on an edit, the defaults on a new product.
    ...(fields.compareAtPrice === undefined ? {} : { compareAtPriceMinor: fields.compareAtPrice }),
    ...(fields.lowStockThreshold === undefined ? {} : { lowStockThreshold: fields.lowStockThreshold }),
    ...(fields.weightGrams === undefined ? {} : { weightGrams: fields.weightGrams }),
  };
}
