// How a shipping option prices an order (docs/decisions/0100): flat, by the items' value in bands,
// or by their weight in bands, free from a threshold on; and which zone a country ships in.
// Money in pence, weights in grams; the currency is the store's (GBP for now).
import { countryName, DEFAULT_COUNTRY } from './countries.ts';

export const rateKinds = ['flat', 'value', 'weight'] as const;
export type RateKind = (typeof rateKinds)[number];

/** Up to `upTo` (pence for a value band, grams for a weight band; null: no bound), `costMinor`. */
export type RateBand = { upTo: number | null; costMinor: number };

export type ShippingRate = {
  rateKind: RateKind;
  /** The flat rate's cost. */
  costMinor: number;
  /** Value or weight bands, in any order. */
  rateBands: RateBand[];
  /** Free when the items come to at least this; null: never free. */
  freeAboveMinor: number | null;
};

export type ShippingMeasure = {
  subtotalMinor: number;
  weightGrams: number;
  /**
   * The names of the lines with no weight (docs/decisions/0102): a weight rate cannot weigh the
   * order and refuses it by name rather than counting them as 0 g. Absent: none.
   */
  unweighed?: string[];
};

/** The bands by their bound, the open one last. */
export function sortedBands(bands: RateBand[]): RateBand[] {
  return [...bands].sort(
    (a, b) => (a.upTo ?? Number.POSITIVE_INFINITY) - (b.upTo ?? Number.POSITIVE_INFINITY),
  );
}

/** The band that takes `amount`: the first whose bound is at least it; undefined when above them all. */
export function bandFor(bands: RateBand[], amount: number): RateBand | undefined {
  return sortedBands(bands).find((band) => band.upTo === null || amount <= band.upTo);
}

/** What the option costs for the order, in pence; null when no band takes it (too heavy, too dear). */
export function priceShippingRate(rate: ShippingRate, order: ShippingMeasure): number | null {
  if (rate.freeAboveMinor !== null && order.subtotalMinor >= rate.freeAboveMinor) return 0;
  if (rate.rateKind === 'flat') return rate.costMinor;
  if (rate.rateKind === 'weight' && order.unweighed?.length) return null;
  const amount = rate.rateKind === 'value' ? order.subtotalMinor : order.weightGrams;
  return bandFor(rate.rateBands, amount)?.costMinor ?? null;
}

/** The cheapest the option can cost (the store front shows it before the cart is known). */
export function lowestRateCost(rate: ShippingRate): number {
  if (rate.rateKind === 'flat' || rate.rateBands.length === 0) return rate.costMinor;
  return Math.min(...rate.rateBands.map((band) => band.costMinor));
}

/** Why an option is not offered for this order, in a shopper's words. */
export function rateRefusal(rate: ShippingRate, optionName: string, order?: ShippingMeasure): string {
  const unweighed = rate.rateKind === 'weight' ? order?.unweighed?.[0] : undefined;
  if (unweighed !== undefined) return unweighedMessage(optionName, unweighed);
  return rate.rateKind === 'weight'
    ? `${optionName} does not take an order this heavy: choose another shipping option`
    : `${optionName} does not take an order of this value: choose another shipping option`;
}

/** A weight rate and a product without a weight (docs/decisions/0102): said, never priced as 0 g. */
export function unweighedMessage(optionName: string, productName: string): string {
  return `${optionName} is priced by weight and "${productName}" has no weight yet: choose another shipping option or contact the store`;
}

export type ZoneCountries = { id: number | null; countries: string[]; isDefault: boolean };

/**
 * The zone a country ships in: the one naming it (a country is in one zone of a store at most);
 * a store without a default zone row ships its zone-less options to GB, as it always did.
 */
export function zoneForCountry<Z extends ZoneCountries>(zones: Z[], country: string): Z | undefined {
  return zones.find((zone) => zone.countries.includes(country));
}

/**
 * Whether an option's zone delivers to `country` (docs/decisions/0100, 0102): a zone naming it, or
 * the store's "everywhere else" zone (`coversRest`) when no zone of the store names it.
 */
export function zoneDeliversTo(
  zone: { countries: string[] | null | undefined; coversRest: boolean | null | undefined },
  country: string,
  namedByAZone: boolean,
): boolean {
  if (zone.coversRest) return !namedByAZone;
  return effectiveCountries(zone.countries).includes(country);
}

/** The countries of an option's zone: its own zone's, else the default zone's, else GB alone. */
export function effectiveCountries(countries: string[] | null | undefined): string[] {
  return countries ?? [DEFAULT_COUNTRY];
}

export function notShippedToMessage(country: string): string {
  return `We don't ship to ${countryName(country)} yet`;
}

export function optionNotOfferedMessage(optionName: string, country: string): string {
  return `${optionName} does not deliver to ${countryName(country)}: choose a shipping option offered there`;
}

/**
 * The weight of the order's lines: each line's grams × quantity; a line without a weight adds
 * nothing and is named in `unweighed` (a weight rate refuses the order by that name).
 */
export function orderWeight(lines: { name: string; weightGrams: number | null; quantity: number }[]): {
  weightGrams: number;
  unweighed: string[];
} {
  const unweighed = [...new Set(lines.filter((line) => line.weightGrams == null).map((line) => line.name))];
  const weightGrams = lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);
  return { weightGrams, unweighed };
}

export function noShippingOptionMessage(country: string): string {
  return `Choose a shipping option for delivery to ${countryName(country)}`;
}
