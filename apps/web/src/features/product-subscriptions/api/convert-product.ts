// Convert Product: the store's products not yet sold as subscriptions (GET /api/admin/products),
// and PATCH /api/products/{productId}/convert-to-subscription (spec admin §5, §7).
import type { AdminProduct, ConvertToSubscriptionInput } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys, readOrFail, withTenant } from './keys.ts';

export async function getConvertibleProducts(tenantId?: number, signal?: AbortSignal) {
  const all = await readOrFail(
    () => api.get<AdminProduct[]>(withTenant('/api/admin/products', tenantId), { signal }),
    'Failed to fetch products',
  );
  return all.filter((product) => !product.isSubscription && !product.hasSubscription);
}

export const convertibleProductsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: productSubscriptionKeys.convertible(tenantId),
    queryFn: ({ signal }) => getConvertibleProducts(tenantId, signal),
  });

export const useConvertibleProducts = (tenantId?: number, enabled = true) =>
  useQuery({ ...convertibleProductsQueryOptions(tenantId), enabled });

export function convertProduct(
  tenantId: number | undefined,
  productId: number,
  input: ConvertToSubscriptionInput,
) {
  return api.patch<AdminProduct>(
    withTenant(`/api/products/${productId}/convert-to-subscription`, tenantId),
    input,
  );
}

export function useConvertProduct(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: number; input: ConvertToSubscriptionInput }) =>
      convertProduct(tenantId, productId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSubscriptionKeys.all }),
  });
}
