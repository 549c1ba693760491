// Which ISO 4217 codes a store may sell in and how many minor units each has (docs/decisions/0105):
// ISO's own counts, not CLDR's display digits, because the payment providers count the same way.
import { z } from 'zod';

export const BASE_CURRENCY_DEFAULT = 'GBP';

/** ISO 4217 minor units where they are not two (the ISO list, not CLDR's display digits: HUF has 2). */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Codes that name no money a shop can charge: precious metals, testing, SDR, "no currency". */
const NOT_FOR_SALE = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

let knownCodes: ReadonlySet<string> | undefined;
function currencyCodes(): ReadonlySet<string> {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency').filter((code) => !NOT_FOR_SALE.has(code)));
  return knownCodes;
}

/** "EUR" → true; "eur", "EURO", "XXX" → false. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && currencyCodes().has(code);
}

export const currencyCodeSchema = z.string().trim().toUpperCase().refine(isCurrencyCode, {
  message: 'Choose a currency by its three-letter ISO 4217 code, such as GBP, EUR or USD',
});

/** 2 for GBP, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}
