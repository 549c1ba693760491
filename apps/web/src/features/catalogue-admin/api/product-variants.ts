// GET/POST /api/products/{productId}/variants, PUT/DELETE …/{id}: variant price rows (spec admin §7).
import type { ProductVariant } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, readOrFail, withTenant } from './keys.ts';

export type ProductVariantBody = {
  productId: number;
  variantCombination: Record<string, string>;
  price: number;
  stock: number;
  sku: string;
  isActive: boolean;
};

export function getProductVariants(tenantId: number | undefined, productId: number, signal?: AbortSignal) {
  return readOrFail(
    () => api.get<ProductVariant[]>(withTenant(`/api/products/${productId}/variants`, tenantId), { signal }),
    'Failed to fetch variants',
  );
}

export const productVariantsQueryOptions = (tenantId: number | undefined, productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.productVariants(tenantId, productId),
    queryFn: ({ signal }) => getProductVariants(tenantId, productId, signal),
  });

export function useProductVariants(tenantId: number | undefined, productId: number | null) {
  return useQuery({ ...productVariantsQueryOptions(tenantId, productId ?? 0), enabled: productId !== null });
}

export function saveProductVariant(
  tenantId: number | undefined,
  input: { id?: number; body: ProductVariantBody },
) {
  const base = `/api/products/${input.body.productId}/variants`;
  return input.id === undefined
    ? api.post<ProductVariant>(withTenant(base, tenantId), input.body)
    : api.put<ProductVariant>(withTenant(`${base}/${input.id}`, tenantId), input.body);
}

export function useSaveProductVariant(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: ProductVariantBody }) => saveProductVariant(tenantId, input),
    onSuccess: (row) =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.productVariants(tenantId, row.productId) }),
  });
}

export function useDeleteProductVariant(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, id }: { productId: number; id: number }) =>
      api.delete<null>(withTenant(`/api/products/${productId}/variants/${id}`, tenantId)),
    onSuccess: (_data, { productId }) =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.productVariants(tenantId, productId) }),
  });
}
