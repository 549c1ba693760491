// GET /api/products?tenantId=&search=: the store's live products matching a search, most relevant
// first (ADR 0033). Loaded with the search results, not with the home page.
import type { StorefrontProduct } from '@storefleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import { catalogueKeys } from './keys.ts';

export function searchStorefrontProducts(
  tenantId: number,
  query: string,
  signal?: AbortSignal,
  currency?: string,
): Promise<StorefrontProduct[]> {
  const inCurrency = currency ? `&currency=${currency}` : '';
  const url = `/api/products?tenantId=${tenantId}&search=${encodeURIComponent(query)}${inCurrency}${contentLanguageParam()}`;
  return readOrFail(() => api.get<StorefrontProduct[]>(url, { signal }), 'Failed to search products');
}

/** The answer for `query`; while the next query loads, the previous answer stays on screen. */
export function useStorefrontSearch(tenantId: number, query: string) {
  const shopper = useShopperCurrency();
  const currency = shopper.currency === shopper.base ? undefined : shopper.currency;
  return useQuery({
    queryKey: catalogueKeys.search(tenantId, query, currency),
    queryFn: ({ signal }) => searchStorefrontProducts(tenantId, query, signal, currency),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
