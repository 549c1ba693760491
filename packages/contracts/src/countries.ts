// The countries a store can ship to and how an address reads in each (docs/decisions/0100): ISO
// 3166-1 alpha-2 codes, the country's name, what its postcode is called, its pattern and an
// example, and whether the address names a state. Great Britain keeps the UK postcode check and its
// message exactly (ADR 0039); an address without a country is a British one.
import { z } from 'zod';

export const DEFAULT_COUNTRY = 'GB';

/**
 * UK postcodes (ADR 0039): the store front ships to UK addresses, so the postcode must be
 * a real one in the Royal Mail pattern (outward code, space, inward code; GIR 0AA too).
 */
const UK_POSTCODE =
  /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

export const UK_POSTCODE_MESSAGE = 'Enter a real UK postcode, such as SW1A 1AA';

/** "sw1a1aa", " SW1A  1AA " → "SW1A 1AA"; null when it is not a UK postcode. */
export function normaliseUkPostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return UK_POSTCODE.test(spaced) ? spaced : null;
}

type PostcodeRule = {
  /** What the field is called: "Postcode", "ZIP code", "Eircode". */
  label: string;
  example: string;
  /** The compact, upper-cased text → its written form; null when it is not one. */
  normalise(compact: string): string | null;
};

/** A pattern on the compact text (spaces and dashes removed) and how to write it back. */
const digits =
  (count: number, write: (d: string) => string = (d) => d) =>
  (compact: string) =>
    new RegExp(`^[0-9]{${count}}$`).test(compact) ? write(compact) : null;
const withPrefix = (prefix: string, count: number, keepPrefix: boolean) => (compact: string) => {
  const bare = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  if (!new RegExp(`^[0-9]{${count}}$`).test(bare)) return null;
  return keepPrefix ? `${prefix}-${bare}` : bare;
};
const split = (at: number, join: string) => (d: string) => `${d.slice(0, at)}${join}${d.slice(at)}`;
const postcode = (example: string, normalise: PostcodeRule['normalise']): PostcodeRule => ({
  label: 'Postcode',
  example,
  normalise,
});

/** The states of the United States (and DC), the choice a US address makes. */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

type CountryRule = { name: string; postcode: PostcodeRule; state?: true };

/** Every country an address may name, in the order the country list shows them (GB first). */
export const COUNTRIES: Record<string, CountryRule> = {
  GB: {
    name: 'United Kingdom',
    postcode: {
      label: 'Postcode',
      example: 'SW1A 1AA',
      normalise: (compact) => normaliseUkPostcode(compact),
    },
  },
  AT: { name: 'Austria', postcode: postcode('1010', digits(4)) },
  BE: { name: 'Belgium', postcode: postcode('1000', digits(4)) },
  BG: { name: 'Bulgaria', postcode: postcode('1000', digits(4)) },
  HR: { name: 'Croatia', postcode: postcode('10000', digits(5)) },
  CY: { name: 'Cyprus', postcode: postcode('1010', digits(4)) },
  CZ: { name: 'Czechia', postcode: postcode('110 00', digits(5, split(3, ' '))) },
  DK: { name: 'Denmark', postcode: postcode('1050', digits(4)) },
  EE: { name: 'Estonia', postcode: postcode('10111', digits(5)) },
  FI: { name: 'Finland', postcode: postcode('00100', digits(5)) },
  FR: { name: 'France', postcode: postcode('75001', digits(5)) },
  DE: { name: 'Germany', postcode: postcode('10115', digits(5)) },
  GR: { name: 'Greece', postcode: postcode('105 57', digits(5, split(3, ' '))) },
  HU: { name: 'Hungary', postcode: postcode('1051', digits(4)) },
  IE: {
    name: 'Ireland',
    postcode: {
      label: 'Eircode',
      example: 'D02 X285',
      normalise: (compact) =>
        /^([AC-FHKNPRTV-Y][0-9]{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/.test(compact)
          ? `${compact.slice(0, 3)} ${compact.slice(3)}`
          : null,
    },
  },
  IT: { name: 'Italy', postcode: postcode('00184', digits(5)) },
  LV: { name: 'Latvia', postcode: postcode('LV-1050', withPrefix('LV', 4, true)) },
  LT: { name: 'Lithuania', postcode: postcode('LT-01100', withPrefix('LT', 5, true)) },
  LU: { name: 'Luxembourg', postcode: postcode('1009', withPrefix('L', 4, false)) },
  MT: {
    name: 'Malta',
    postcode: postcode('VLT 1117', (compact) =>
      /^[A-Z]{3}[0-9]{4}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null,
    ),
  },
  NL: {
    name: 'Netherlands',
    postcode: postcode('1012 AB', (compact) =>
      /^[1-9][0-9]{3}(?!SA|SD|SS)[A-Z]{2}$/.test(compact)
        ? `${compact.slice(0, 4)} ${compact.slice(4)}`
        : null,
    ),
  },
  PL: { name: 'Poland', postcode: postcode('00-950', digits(5, split(2, '-'))) },
  PT: { name: 'Portugal', postcode: postcode('1000-001', digits(7, split(4, '-'))) },
  RO: { name: 'Romania', postcode: postcode('010011', digits(6)) },
  SK: { name: 'Slovakia', postcode: postcode('811 01', digits(5, split(3, ' '))) },
  SI: { name: 'Slovenia', postcode: postcode('1000', withPrefix('SI', 4, false)) },
  ES: {
    name: 'Spain',
    postcode: postcode('28013', (compact) =>
      /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/.test(compact) ? compact : null,
    ),
  },
  SE: { name: 'Sweden', postcode: postcode('111 22', digits(5, split(3, ' '))) },
  US: {
    name: 'United States',
    state: true,
    postcode: {
      label: 'ZIP code',
      example: '12345',
      normalise: (compact) => {
        if (/^[0-9]{5}$/.test(compact)) return compact;
        if (/^[0-9]{9}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
        return null;
      },
    },
  },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES) as [string, ...string[]];

/** "Germany" for DE; the code itself for a code the table does not know. */
export function countryName(code: string): string {
  return COUNTRIES[code]?.name ?? code;
}

/** "Postcode", "ZIP code", "Eircode". */
export function postcodeLabel(country: string): string {
  return COUNTRIES[country]?.postcode.label ?? 'Postcode';
}

export function postcodeExample(country: string): string {
  return COUNTRIES[country]?.postcode.example ?? '';
}

/** What a wrong postcode says: GB's is the spec's own, the others name the country's format. */
export function postcodeMessage(country: string): string {
  if (country === DEFAULT_COUNTRY) return UK_POSTCODE_MESSAGE;
  if (country === 'US') return 'Enter a valid ZIP code, such as 12345 or 12345-6789';
  const rule = COUNTRIES[country];
  if (!rule) return 'Enter a valid postcode';
  return `Enter a valid ${rule.postcode.label.toLowerCase()} for ${rule.name}, such as ${rule.postcode.example}`;
}

/** The postcode as the country writes it ("10115", "1012 AB", "12345-6789"); null when it is not one. */
export function normalisePostcode(country: string, text: string): string | null {
  const rule = COUNTRIES[country];
  if (!rule) return null;
  if (country === DEFAULT_COUNTRY) return rule.postcode.normalise(text);
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length === 0 || compact.length > 12) return null;
  return rule.postcode.normalise(compact);
}

/** Whether the country's addresses name a state (the United States). */
export function countryHasState(country: string): boolean {
  return COUNTRIES[country]?.state === true;
}

export const STATE_MESSAGE = 'Choose a state';
export const COUNTRY_MESSAGE = 'Choose a country from the list';

export function isUsState(code: string): boolean {
  return US_STATES.some(([c]) => c === code);
}

/** A country field: absent or empty is GB (every address before countries was British). */
export const countryCodeSchema = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .toUpperCase()
  .optional()
  .transform((code) => code || DEFAULT_COUNTRY)
  .refine((code) => code in COUNTRIES, COUNTRY_MESSAGE);

/** A list of countries, each once, as a zone names them. */
export const countryListSchema = z
  .array(z.string({ error: COUNTRY_MESSAGE }).trim().toUpperCase(), { error: 'Choose at least one country' })
  .max(COUNTRY_CODES.length)
  .transform((codes, context) => {
    const unknown = codes.find((code) => !(code in COUNTRIES));
    if (unknown !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${unknown}" is not a country we know: ${COUNTRY_MESSAGE}`,
      });
      return z.NEVER;
    }
    return [...new Set(codes)];
  });

/**
 * The address's postcode and state checked against its country: the postcode as the country
 * writes it, the state only where the country has one. The issues name the field.
 */
/**
 * The country's postcode check as a refinement of an address object that runs even when another
 * field failed (zod skips an object's own checks once a field has an issue), so a form shows the
 * postcode's message beside the others at once. It runs once the postcode and the country are
 * themselves well formed; `checkAddressForCountry` then normalises what passed.
 */
export function postcodeCheck(options: { postcodeOptional?: boolean } = {}) {
  const fine = (value: unknown) => {
    const { country, zipCode } = value as { country: string; zipCode?: string };
    if (zipCode === undefined || (options.postcodeOptional && zipCode === '')) return true;
    // An unknown country says so itself.
    if (!(country in COUNTRIES)) return true;
    return normalisePostcode(country, zipCode) !== null;
  };
  const params: Parameters<z.ZodType['refine']>[1] & object = {
    path: ['zipCode'],
    error: (issue: { input?: unknown }) => postcodeMessage((issue.input as { country: string }).country),
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as { country?: unknown; zipCode?: unknown } | undefined;
      const broken = payload.issues.some((i) => i.path?.[0] === 'zipCode' || i.path?.[0] === 'country');
      return !broken && typeof value?.country === 'string' && typeof value.zipCode !== 'object';
    },
  };
  return [fine, params] as const;
}

export function checkAddressForCountry<
  T extends { country: string; zipCode?: string | undefined; state?: string | null | undefined },
>(value: T, context: z.core.$RefinementCtx, options: { postcodeOptional?: boolean } = {}): T {
  const out = { ...value };
  if (value.zipCode !== undefined && !(options.postcodeOptional && value.zipCode === '')) {
    const normalised = normalisePostcode(value.country, value.zipCode);
    if (normalised === null) {
      context.addIssue({ code: 'custom', path: ['zipCode'], message: postcodeMessage(value.country) });
    } else out.zipCode = normalised;
  }
  if (countryHasState(value.country)) {
    const state = (value.state ?? '').trim().toUpperCase();
    if (!isUsState(state)) context.addIssue({ code: 'custom', path: ['state'], message: STATE_MESSAGE });
    else out.state = state;
  } else out.state = null;
  return out;
}

/** "Springfield, IL 62701" for the US, "10115 Berlin" style left to the city and postcode otherwise. */
export function addressLines(address: {
  address: string;
  city: string;
  zipCode: string;
  country: string;
  state?: string | null;
}): string {
  if (address.country === DEFAULT_COUNTRY) return [address.address, address.city, address.zipCode].join(', ');
  const place =
    address.country === 'US' && address.state
      ? `${address.city}, ${address.state} ${address.zipCode}`
      : `${address.city}, ${address.zipCode}`;
  return [address.address, place, countryName(address.country)].join(', ');
}
