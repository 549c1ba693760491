// The shopper's currency on the store front (docs/decisions/0105), its pure rules: which currency a
// page shows, and the shopper's own choice remembered per store in this browser (like the cart).
import { currencyForCountry } from '@storefleet/contracts';

/** One local-storage entry per store: a choice made in one store never applies in another. */
export const currencyStorageKey = (tenantId: number) => `storefleet:currency:${tenantId}`;

/** The currency the shopper chose in this store, or null (none, or storage unreadable). */
export function loadChosenCurrency(tenantId: number): string | null {
  try {
    const value = window.localStorage.getItem(currencyStorageKey(tenantId));
    return value && /^[A-Z]{3}$/.test(value) ? value : null;
  } catch {
    return null; // storage disabled: the choice lasts for this visit
  }
}

export function saveChosenCurrency(tenantId: number, currency: string | null): void {
  try {
    if (currency === null) window.localStorage.removeItem(currencyStorageKey(tenantId));
    else window.localStorage.setItem(currencyStorageKey(tenantId), currency);
  } catch {
    // Full or disabled storage: the choice still holds for this visit.
  }
}

export type CurrencyState = {
  /** The store's base currency (`tenants.currency`). */
  base: string;
  /** What the store sells in, the base first; [base] until it is known. */
  sold: readonly string[];
  /** The shopper's own choice (remembered), or null. */
  chosen: string | null;
  /** The currency of the shipping country picked at checkout, while nothing was chosen. */
  fromCountry: string | null;
};

/**
 * The currency the page is in: the shopper's choice while the store still sells it, else the one
 * the shipping country suggested, else the base currency. An explicit choice is never overridden.
 */
export function currencyInEffect({ base, sold, chosen, fromCountry }: CurrencyState): string {
  if (chosen !== null && sold.includes(chosen)) return chosen;
  if (fromCountry !== null && sold.includes(fromCountry)) return fromCountry;
  return base;
}

/**
 * The currency to switch to when the shopper ships to `country`, or null: only while they have not
 * chosen one themselves, only to one the store sells, and only when it is not already in effect.
 */
export function currencyForShipping(state: CurrencyState, country: string): string | null {
  if (state.chosen !== null && state.sold.includes(state.chosen)) return null;
  const next = currencyForCountry(country, state.sold);
  return next !== null && next !== currencyInEffect(state) ? next : null;
}

/** `&currency=EUR` for a store-front read in another currency than the base; nothing for the base. */
export function currencyParam(currency: string, base: string): string {
  return currency === base ? '' : `&currency=${currency}`;
}

const plainNames: Readonly<Record<string, string>> = {
  EUR: 'euros',
  USD: 'US dollars',
  GBP: 'pounds sterling',
};

/** A currency's name inside a sentence: "euros" in English, "Euro" in German; the code when unknown. */
export function currencyName(locale: string, currency: string): string {
  if (locale.startsWith('en') && plainNames[currency]) return plainNames[currency];
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
