// GET /api/products?tenantId=: the store's live products with their options and variant prices.
import type { StorefrontProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { catalogueKeys } from './keys.ts';

export function getStorefrontProducts(tenantId: number, signal?: AbortSignal): Promise<StorefrontProduct[]> {
  return readOrFail(
    () =>
      api.get<StorefrontProduct[]>(`/api/products?tenantId=${tenantId}${contentLanguageParam()}`, { signal }),
    'Failed to fetch products',
  );
}

export const storefrontProductsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: catalogueKeys.products(tenantId),
    queryFn: ({ signal }) => getStorefrontProducts(tenantId, signal),
  });

export function useStorefrontProducts(tenantId: number | undefined) {
  return useQuery({ ...storefrontProductsQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}
