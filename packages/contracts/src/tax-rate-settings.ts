// The owner's own tax rates (docs/decisions/0107): GET /api/admin/tax-rates lists every place the
// built-in tables know (the UK, the EU 27, each US state) with the rate of each class in force and
// whether it is the owner's; PUT …/{place}/{taxClass} sets one, DELETE resets it to the built-in.
// A place is a country ("DE") or a US state ("US-CA"). Rates are basis points in answers; the owner
// types a per cent with at most two decimals ("20", "13.5", "6.25").
import { z } from 'zod';
import { COUNTRIES, countryName, US_STATES } from './countries.ts';
import { idSchema } from './fields.ts';
import {
  builtInTaxRateBp,
  EU_COUNTRIES,
  type TaxClass,
  type TaxRateOverrides,
  taxClasses,
  taxRateOverrideKey,
} from './tax-rates.ts';

export const TAX_RATE_MESSAGE =
  'Enter the rate as a per cent from 0 to 100, with at most two decimals (such as 20 or 13.5)';
export const TAX_CLASS_MESSAGE = 'The tax class must be standard, reduced or zero';
export const TAX_PLACE_MESSAGE =
  'Choose a country from the list (the UK, an EU country or the United States), or a US state written US-CA';

/** A place as the path writes it, else null: "DE" → { country: DE }, "US-CA" → { country: US, region: CA }. */
export function parseTaxPlace(value: string): { country: string; region: string | null } | null {
  const code = value.trim().toUpperCase();
  const state = /^US-([A-Z]{2})$/.exec(code);
  if (state)
    return US_STATES.some(([abbr]) => abbr === state[1]) ? { country: 'US', region: state[1]! } : null;
  // The United States' rates are by state: the country alone has none to set.
  if (code === 'US' || !Object.hasOwn(COUNTRIES, code)) return null;
  return { country: code, region: null };
}

/** "20" → 2000, "13.5" → 1350, 6.25 → 625; null when not a per cent from 0 to 100 with ≤ 2 decimals. */
export function percentToBasisPoints(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** PUT /api/admin/tax-rates/{place}/{taxClass}: the owner's rate, a per cent. */
export const taxRateInputSchema = z.object({
  rate: z.union([z.number(), z.string()], { error: TAX_RATE_MESSAGE }).transform((value, context) => {
    const bp = percentToBasisPoints(value);
    if (bp === null) {
      context.addIssue({ code: 'custom', message: TAX_RATE_MESSAGE });
      return z.NEVER;
    }
    return bp;
  }),
  tenantId: idSchema('Tenant id').optional(),
});
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

export const taxRateParamsSchema = z.object({
  place: z.string().max(10, TAX_PLACE_MESSAGE),
  taxClass: z.string().max(20, TAX_CLASS_MESSAGE),
});

export const taxRatesQuerySchema = z.object({ tenantId: idSchema('Tenant id').optional() });

const classRateSchema = z.object({
  /** The rate charged, in basis points (2000 = 20 %): the owner's when set, else the built-in. */
  rateBp: z.number().int(),
  /** The built-in table's rate (docs/decisions/0101). */
  builtInBp: z.number().int(),
  /** The owner's rate, or null: the built-in is in force. */
  overrideBp: z.number().int().nullable(),
});
export type TaxClassRate = z.infer<typeof classRateSchema>;

export const taxRatePlaceSchema = z.object({
  /** "DE", or "US-CA" for a US state. */
  place: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  /** "Germany", "California (United States)". */
  name: z.string(),
  standard: classRateSchema,
  reduced: classRateSchema,
  zero: classRateSchema,
});
export type TaxRatePlace = z.infer<typeof taxRatePlaceSchema>;

export const taxRatesSchema = z.object({ places: z.array(taxRatePlaceSchema) });
export type TaxRates = z.infer<typeof taxRatesSchema>;

/** Every place with rates, in the list's order: the UK, the EU 27 by name, then the US states by name. */
export const TAX_PLACES: readonly { place: string; country: string; region: string | null; name: string }[] =
  [
    { place: 'GB', country: 'GB', region: null, name: countryName('GB') },
    ...[...EU_COUNTRIES]
      .map((code) => ({ place: code, country: code, region: null, name: countryName(code) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    ...US_STATES.map(([abbr, name]) => ({
      place: `US-${abbr}`,
      country: 'US',
      region: abbr,
      name: `${name} (${countryName('US')})`,
    })),
  ];

/** One place's three classes: built-in, the owner's, which is in force. */
export function taxRatePlace(place: (typeof TAX_PLACES)[number], overrides: TaxRateOverrides): TaxRatePlace {
  const rateOf = (taxClass: TaxClass): TaxClassRate => {
    const builtInBp = builtInTaxRateBp(taxClass, place.country, place.region);
    const own = overrides[taxRateOverrideKey(place.place, taxClass)];
    const overrideBp = typeof own === 'number' ? own : null;
    return { rateBp: overrideBp ?? builtInBp, builtInBp, overrideBp };
  };
  const [standard, reduced, zero] = taxClasses.map(rateOf) as [TaxClassRate, TaxClassRate, TaxClassRate];
  return { ...place, standard, reduced, zero };
}
