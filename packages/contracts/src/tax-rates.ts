// Tax rates by destination (docs/decisions/0101): the UK's, the EU 27's standard and main reduced
// rates as of 2026, and a starter table of US state base rates. Rates are integer basis points
// (1 bp = 0.01 %: 20 % is 2000, Ireland's 13.5 % is 1350), never floats; the arithmetic is the
// server's (modules/vat). A product's `vatRate` (20 / 5 / 0) names its tax class.

export const taxClasses = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof taxClasses)[number];

/**
 * A product's UK rate as its class (docs/decisions/0101): 20 % is the standard rate, 5 % the
 * reduced, 0 % zero. A UK store's prices and VAT stay exactly what they were.
 */
export function taxClassOfVatRate(vatRate: number): TaxClass {
  if (vatRate === 0) return 'zero';
  return vatRate === 5 ? 'reduced' : 'standard';
}

/** A country's standard and main reduced rate, in basis points. */
export type CountryTaxRates = { standard: number; reduced: number };

export const UK_TAX_RATES: CountryTaxRates = { standard: 2000, reduced: 500 };

/**
 * The EU 27's standard and main reduced rate (basis points) as of 2026, from the European
 * Commission's published table. "Main reduced" is the one most reduced-rate goods (food, books) take
 * where a country has several; Denmark has no reduced rate, so its reduced class pays the standard.
 * Rates change: the owner checks those of the countries they sell to.
 */
export const EU_TAX_RATES: Readonly<Record<string, CountryTaxRates>> = {
  AT: { standard: 2000, reduced: 1000 },
  BE: { standard: 2100, reduced: 600 },
  BG: { standard: 2000, reduced: 900 },
  HR: { standard: 2500, reduced: 1300 },
  CY: { standard: 1900, reduced: 500 },
  CZ: { standard: 2100, reduced: 1200 },
  DK: { standard: 2500, reduced: 2500 },
  EE: { standard: 2400, reduced: 900 },
  FI: { standard: 2550, reduced: 1400 },
  FR: { standard: 2000, reduced: 550 },
  DE: { standard: 1900, reduced: 700 },
  GR: { standard: 2400, reduced: 1300 },
  HU: { standard: 2700, reduced: 500 },
  IE: { standard: 2300, reduced: 1350 },
  IT: { standard: 2200, reduced: 1000 },
  LV: { standard: 2100, reduced: 1200 },
  LT: { standard: 2100, reduced: 900 },
  LU: { standard: 1700, reduced: 800 },
  MT: { standard: 1800, reduced: 500 },
  NL: { standard: 2100, reduced: 900 },
  PL: { standard: 2300, reduced: 800 },
  PT: { standard: 2300, reduced: 600 },
  RO: { standard: 2100, reduced: 1100 },
  SK: { standard: 2300, reduced: 1900 },
  SI: { standard: 2200, reduced: 950 },
  ES: { standard: 2100, reduced: 1000 },
  SE: { standard: 2500, reduced: 1200 },
};

export const EU_COUNTRIES: readonly string[] = Object.keys(EU_TAX_RATES);

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_TAX_RATES, country);
}

/**
 * A STARTER, NOT ADVICE: each US state's base sales tax rate (basis points), without county and
 * city taxes, which most states add and which this table does not know. Four states' base rates
 * have a third decimal (Minnesota 6.875 %, Missouri 4.225 %, New Jersey 6.625 %, New Mexico
 * 4.875 %): a basis point cannot hold them, so they are rounded half up here (688, 423, 663, 488).
 * A store registered in the US must check every rate it charges; the table is used only for a
 * country the store says it is registered in.
 */
export const US_STARTER_TAX_RATES: Readonly<Record<string, number>> = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

/**
 * The rate (basis points) of a class in a country, and in a region of it where rates are by region
 * (a US state; a US address without a state, or a state the table lacks: 0). A country the tables
 * do not know charges nothing; the zero class nothing anywhere.
 */
export function builtInTaxRateBp(taxClass: TaxClass, country: string, region?: string | null): number {
  if (taxClass === 'zero') return 0;
  if (country === 'GB') return UK_TAX_RATES[taxClass];
  const eu = EU_TAX_RATES[country];
  if (eu) return eu[taxClass];
  if (country === 'US') return US_STARTER_TAX_RATES[region ?? ''] ?? 0;
  return 0;
}

/**
 * The owner's own rates (docs/decisions/0107), kept on the store's row: basis points by
 * `taxRateOverrideKey` ("DE:standard", "US-CA:reduced"). A rate here wins over the built-in one.
 */
export type TaxRateOverrides = Readonly<Record<string, number>>;

/** Where a rate applies: a country ("DE"), or a US state ("US-CA"), as ISO 3166-2 writes it. */
export function taxPlaceOf(country: string, region?: string | null): string {
  return country === 'US' && region ? `US-${region}` : country;
}

/** The key of an owner's rate for a class in a place: "DE:standard", "US-CA:reduced". */
export function taxRateOverrideKey(place: string, taxClass: TaxClass): string {
  return `${place}:${taxClass}`;
}

/**
 * The rate (basis points) a store charges for a class in a country (and a US state): the owner's
 * own rate for that place and class when they set one (docs/decisions/0107), else the built-in one.
 */
export function taxRateBp(
  taxClass: TaxClass,
  country: string,
  region?: string | null,
  overrides?: TaxRateOverrides | null,
): number {
  if (overrides) {
    const own = overrides[taxRateOverrideKey(taxPlaceOf(country, region), taxClass)];
    if (typeof own === 'number') return own;
  }
  return builtInTaxRateBp(taxClass, country, region);
}

/** 1350 → "13.5%", 2000 → "20%". */
export function formatTaxRate(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const hundredths = rateBp % 100;
  if (!hundredths) return `${whole}%`;
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}%`;
}
