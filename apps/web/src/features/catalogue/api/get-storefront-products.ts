// GET /api/products?tenantId=: the store's live products with their options and variant prices, in
// the shopper's currency (`&currency=`, docs/decisions/0105) when it is not the store's base.
import type { StorefrontProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import { catalogueKeys } from './keys.ts';

/** `currency`: the shopper's when it is not the base currency; undefined for the base. */
export function getStorefrontProducts(
  tenantId: number,
  signal?: AbortSignal,
  currency?: string,
): Promise<StorefrontProduct[]> {
  const inCurrency = currency ? `&currency=${currency}` : '';
  return readOrFail(
    () =>
      api.get<StorefrontProduct[]>(
        `/api/products?tenantId=${tenantId}${inCurrency}${contentLanguageParam()}`,
        {
          signal,
        },
      ),
    'Failed to fetch products',
  );
}

export const storefrontProductsQueryOptions = (tenantId: number, currency?: string) =>
  queryOptions({
    queryKey: catalogueKeys.products(tenantId, currency),
    queryFn: ({ signal }) => getStorefrontProducts(tenantId, signal, currency),
  });

/** The products in the shopper's currency; while another currency loads, the last list stays. */
export function useStorefrontProducts(tenantId: number | undefined) {
  const { currency, base } = useShopperCurrency();
  return useQuery({
    ...storefrontProductsQueryOptions(tenantId ?? 0, currency === base ? undefined : currency),
    enabled: tenantId !== undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tenantId ? previous : undefined,
  });
}
