// Shipping options as the store admin edits them (spec admin §2 Shipping options page, §3, §5, §7).
import { z } from 'zod';
import { moneyInputSchema, moneySchema, optionalMoneyInputSchema } from './catalogue.ts';
import { countryListSchema } from './countries.ts';
import { bodyTenantIdSchema, jsonIdSchema, optionalDescriptionSchema, requiredNameSchema } from './fields.ts';
import { formatMinor, parseMinor } from './money.ts';
import { type RateBand, rateKinds, sortedBands } from './shipping-rates.ts';
import { SHIPPING_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';

const optionalInt = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return null;
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(n) || n < 0 || n > 100_000) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const BAND_BOUND_MESSAGES = {
  value: 'Each band but the last needs an order value up to which it applies, such as 50.00',
  weight: 'Each band but the last needs a weight in grams up to which it applies, such as 2000',
} as const;

/** One band as the admin sends it: `upTo` in pounds (value bands) or grams (weight bands), null for the last. */
export const rateBandInputSchema = z.object({
  upTo: z.union([z.number(), z.string(), z.null()]).optional(),
  cost: moneyInputSchema('Each band needs a cost'),
});

/**
 * The bands of a value or weight rate in the stored form (pence or grams, sorted, at most one
 * open band, the last): the issues name what is wrong in the admin's words.
 */
export function bandsFromInput(
  kind: 'value' | 'weight',
  bands: { upTo?: number | string | null | undefined; cost: number }[],
  addIssue: (message: string) => void,
): RateBand[] {
  if (bands.length === 0) {
    addIssue(`A rate by ${kind === 'value' ? 'order value' : 'weight'} needs at least one band`);
    return [];
  }
  const out: RateBand[] = [];
  for (const band of bands) {
    const text = typeof band.upTo === 'string' ? band.upTo.trim() : band.upTo;
    if (text === null || text === undefined || text === '') {
      out.push({ upTo: null, costMinor: band.cost });
      continue;
    }
    const upTo = kind === 'value' ? parseMinor(text) : Number(text);
    if (upTo === null || !Number.isInteger(upTo) || upTo < 1 || upTo > 100_000_000) {
      addIssue(BAND_BOUND_MESSAGES[kind]);
      return [];
    }
    out.push({ upTo, costMinor: band.cost });
  }
  const sorted = sortedBands(out);
  if (sorted.filter((band) => band.upTo === null).length > 1)
    addIssue('Only the last band can be open-ended');
  const bounds = sorted.flatMap((band) => (band.upTo === null ? [] : [band.upTo]));
  if (new Set(bounds).size !== bounds.length) addIssue('Two bands cannot end at the same amount');
  return sorted;
}

/** A band as the admin reads it back: pounds for a value band, grams for a weight band. */
export function bandForAdmin(kind: string, band: RateBand) {
  return {
    upTo: band.upTo === null ? null : kind === 'value' ? formatMinor(band.upTo) : String(band.upTo),
    cost: formatMinor(band.costMinor),
  };
}

export const shippingOptionInputSchema = z.object({
  name: requiredNameSchema('Shipping method name', 255),
  description: optionalDescriptionSchema,
  /** Pounds, a number (step 0.01) or numeric text; stored in pence. */
  cost: moneyInputSchema('Cost is required'),
  estimatedDays: optionalInt('Estimated days must be a whole number'),
  sortOrder: optionalInt('Sort order must be a whole number').transform((value) => value ?? 0),
  isActive: z.boolean().optional().default(true),
  /** Name and description in the store's other languages (docs/decisions/0093); absent: unchanged. */
  translations: translationsInputSchema(SHIPPING_TRANSLATED_FIELDS).optional(),
  tenantId: bodyTenantIdSchema,
  /**
   * The zone it is offered in (docs/decisions/0100); null: the store's default zone. Absent:
   * unchanged (a new option goes to the default zone).
   */
  zoneId: jsonIdSchema('Zone id').nullable().optional(),
  /** 'flat' (`cost`), 'value' or 'weight' (`bands`). Absent: unchanged, flat for a new option. */
  rateKind: z.enum(rateKinds, { error: 'Choose flat, by order value or by weight' }).optional(),
  /** The bands of a value or weight rate, `upTo` in pounds or grams; the last may be open (null). */
  bands: z.array(rateBandInputSchema).max(20, 'At most 20 bands').optional(),
  /** Free when the items come to at least this (pounds); empty or null: never free; absent: unchanged. */
  freeAbove: optionalMoneyInputSchema,
});
export type ShippingOptionInput = z.input<typeof shippingOptionInputSchema>;

export const adminShippingOptionSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  cost: moneySchema,
  estimatedDays: z.number().int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  translations: translationsSchema,
  /** Its zone; null: the store's default zone (docs/decisions/0100). */
  zoneId: z.number().int().nullable(),
  rateKind: z.enum(rateKinds),
  /** Value bands in pounds, weight bands in grams, as text; `upTo` null: the open last band. */
  bands: z.array(z.object({ upTo: z.string().nullable(), cost: moneySchema })),
  freeAbove: moneySchema.nullable(),
  /** ISO 4217 of cost, bands and freeAbove: the store's (GBP for now). */
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShippingOption = z.infer<typeof adminShippingOptionSchema>;

export const REST_OF_WORLD_ZONE_NAME = 'Rest of the world';

/**
 * POST /api/admin/shipping-zones, PUT …/{id}: a zone is a name and the countries it covers, or
 * (`coversRest`) every country no other zone of the store names (docs/decisions/0102), one per store.
 */
export const shippingZoneInputSchema = z.object({
  name: requiredNameSchema('Zone name', 100),
  /** At least one, unless the zone covers everywhere else (then ignored, stored empty). */
  countries: countryListSchema.optional().default([]),
  /** Everywhere no other zone names. Absent: false on a new zone, unchanged on an edit. */
  coversRest: z.boolean({ error: 'coversRest must be true or false' }).optional(),
  tenantId: bodyTenantIdSchema,
});
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export const adminShippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.string()),
  /** The zone an option without one belongs to; it cannot be deleted. */
  isDefault: z.boolean(),
  /** Covers every country no other zone of the store names ("Rest of the world"); `countries` empty. */
  coversRest: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;

export const ZONE_DELETE_CONFIRMATION =
  'Delete this zone and its shipping options? Shoppers in its countries will no longer be able to check out.';

/** GET /api/admin/shipping-weights: what weight-rated shipping can and cannot weigh (docs/decisions/0102). */
export const shippingWeightsSchema = z.object({
  /** The store prices at least one active shipping option by weight. */
  weightRated: z.boolean(),
  /** Its products with no weight for such a rate (`weightMissing` in the product list). */
  productsWithoutWeight: z.number().int(),
});
export type ShippingWeights = z.infer<typeof shippingWeightsSchema>;
