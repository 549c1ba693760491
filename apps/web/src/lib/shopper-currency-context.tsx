// The shopper's currency on the store front (docs/decisions/0105): what the store sells in (GET
// /api/storefront/currencies), the shopper's choice remembered per store, the shipping country's
// currency while nothing was chosen, and the currency the page is in. The server renders every page
// in the base currency; the browser reads the remembered choice right after hydrating, as the cart.
import type { PublicStoreCurrencies } from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { api } from './api-client.ts';
import { useCanReadStorage, useOtherTabWrites } from './browser-storage.ts';
import {
  type CurrencyState,
  currencyForShipping,
  currencyInEffect,
  currencyParam,
  currencyStorageKey,
  loadChosenCurrency,
  saveChosenCurrency,
} from './shopper-currency.ts';

export type ShopperCurrency = {
  /** The currency the page shows and the checkout charges. */
  currency: string;
  base: string;
  /** What the store sells in, the base first. */
  currencies: readonly string[];
  /** The shopper chose it themselves (the shipping country no longer changes it). */
  chosen: boolean;
  /** The shopper's own choice: remembered for this store. */
  choose(currency: string): void;
  /**
   * Where the order goes: switches to that country's currency when the store sells it and nothing
   * was chosen; answers the currency switched to, or null.
   */
  shipTo(country: string): string | null;
  /** The checkout refused the currency (no longer sold): back to the base, the choice forgotten. */
  fallBack(): void;
  /** `&currency=EUR` for a store-front read, nothing in the base currency. */
  param: string;
};

const ShopperCurrencyContext = createContext<ShopperCurrency | null>(null);

export const storefrontCurrenciesKey = (tenantId: number) => ['storefront-currencies', tenantId] as const;

export function ShopperCurrencyProvider({
  tenantId,
  baseCurrency,
  children,
}: {
  tenantId: number | undefined;
  /** The store's base currency (`PublicTenant.currency`); GBP while the store loads. */
  baseCurrency: string | undefined;
  children: ReactNode;
}) {
  const base = baseCurrency ?? 'GBP';
  const canReadStorage = useCanReadStorage();
  const { data } = useQuery({
    queryKey: storefrontCurrenciesKey(tenantId ?? 0),
    queryFn: ({ signal }) =>
      api.get<PublicStoreCurrencies>(`/api/storefront/currencies?tenantId=${tenantId}`, { signal }),
    enabled: tenantId !== undefined && canReadStorage,
    staleTime: 5 * 60_000,
  });
  const sold = useMemo(() => (data && data.baseCurrency === base ? data.currencies : [base]), [data, base]);
  // The remembered choice and the country's currency belong to one store: reset when it changes.
  const [memory, setMemory] = useState<{
    tenantId: number | undefined;
    chosen: string | null;
    fromCountry: string | null;
  } | null>(null);
  const isCurrent = memory !== null && memory.tenantId === tenantId;
  if (canReadStorage && !isCurrent) {
    setMemory({
      tenantId,
      chosen: tenantId === undefined ? null : loadChosenCurrency(tenantId),
      fromCountry: null,
    });
  }
  const state: CurrencyState = {
    base,
    sold,
    chosen: isCurrent ? memory.chosen : null,
    fromCountry: isCurrent ? memory.fromCountry : null,
  };
  const currency = currencyInEffect(state);

  // Another tab chose a currency in this store: take it.
  useOtherTabWrites(tenantId === undefined ? undefined : currencyStorageKey(tenantId), () => {
    if (tenantId === undefined) return;
    setMemory((current) => ({
      tenantId,
      chosen: loadChosenCurrency(tenantId),
      fromCountry: current?.fromCountry ?? null,
    }));
  });

  const choose = useCallback(
    (next: string) => {
      if (tenantId === undefined) return;
      saveChosenCurrency(tenantId, next);
      setMemory({ tenantId, chosen: next, fromCountry: null });
    },
    [tenantId],
  );
  const fallBack = useCallback(() => {
    if (tenantId === undefined) return;
    saveChosenCurrency(tenantId, null);
    setMemory({ tenantId, chosen: null, fromCountry: null });
  }, [tenantId]);
  const { chosen, fromCountry } = state;
  const shipTo = useCallback(
    (country: string) => {
      const next = currencyForShipping({ base, sold, chosen, fromCountry }, country);
      if (next !== null) setMemory({ tenantId, chosen, fromCountry: next });
      return next;
    },
    [base, sold, chosen, fromCountry, tenantId],
  );

  const value = useMemo<ShopperCurrency>(
    () => ({
      currency,
      base,
      currencies: sold,
      chosen: chosen !== null && sold.includes(chosen),
      choose,
      shipTo,
      fallBack,
      param: currencyParam(currency, base),
    }),
    [currency, base, sold, chosen, choose, shipTo, fallBack],
  );
  return <ShopperCurrencyContext.Provider value={value}>{children}</ShopperCurrencyContext.Provider>;
}

const outsideStoreFront: ShopperCurrency = {
  currency: 'GBP',
  base: 'GBP',
  currencies: ['GBP'],
  chosen: false,
  choose: () => {},
  shipTo: () => null,
  fallBack: () => {},
  param: '',
};

/** The store front's currency; outside a store (admin screens), the base GBP and no choice. */
export function useShopperCurrency(): ShopperCurrency {
  return useContext(ShopperCurrencyContext) ?? outsideStoreFront;
}
