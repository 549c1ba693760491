// GET /api/products?tenantId=: the store's live products with their options and variant prices.
import type { StorefrontProduct } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { cataloguePublicKeys } from './keys.ts';

export async function getStorefrontProducts(
  tenantId: number,
  signal?: AbortSignal,
): Promise<StorefrontProduct[]> {
  try {
    return await api.get<StorefrontProduct[]>(`/api/products?tenantId=${tenantId}`, { signal });
  } catch (error) {
    throw new Error('Failed to fetch products', { cause: error });
  }
}

export const storefrontProductsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: cataloguePublicKeys.products(tenantId),
    queryFn: ({ signal }) => getStorefrontProducts(tenantId, signal),
  });

export function useStorefrontProducts(tenantId: number | undefined) {
  return useQuery({ ...storefrontProductsQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}
