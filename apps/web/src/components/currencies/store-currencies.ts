// GET /api/admin/currencies(?tenantId=): the store's base currency and the others it sells in, with
// rates and rounding rules (docs/decisions/0105). Shared by Store Settings → Currencies, which
// changes them, and the product form, which shows each price converted as a placeholder.
import {
  convertPrice,
  decimalToMinor,
  minorToDecimal,
  type StoreCurrencies,
  type StoreCurrency,
} from '@storefleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const storeCurrenciesKey = (tenantId?: number) => ['store-currencies', adminStore(tenantId)] as const;

export function useStoreCurrencies(tenantId?: number) {
  return useQuery({
    queryKey: storeCurrenciesKey(tenantId),
    queryFn: () => api.get<StoreCurrencies>(withTenant('/api/admin/currencies', tenantId)),
  });
}

/**
 * A base price as typed ("12.50") in another currency at the store's rate and rounding rule, as
 * decimal text; null while the base price is not a price yet.
 */
export function convertedPrice(basePrice: string, base: string, currency: StoreCurrency): string | null {
  const minor = decimalToMinor(basePrice, base);
  if (minor === null) return null;
  return minorToDecimal(
    convertPrice(minor, base, currency.currency, currency.rate, currency.rounding),
    currency.currency,
  );
}
