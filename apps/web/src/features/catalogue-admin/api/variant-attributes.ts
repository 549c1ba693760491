// GET/POST /api/admin/variants, PUT/DELETE /api/admin/variants/{id} (spec admin §7).
import type { VariantAttribute, VariantType } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, readOrFail, withTenant } from './keys.ts';

export type VariantAttributeBody = { name: string; type: VariantType; values: string[]; description: string };

export function getVariantAttributes(tenantId?: number, signal?: AbortSignal): Promise<VariantAttribute[]> {
  return readOrFail(
    () => api.get<VariantAttribute[]>(withTenant('/api/admin/variants', tenantId), { signal }),
    'Failed to fetch variants',
  );
}

export const variantAttributesQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueKeys.variantAttributes(tenantId),
    queryFn: ({ signal }) => getVariantAttributes(tenantId, signal),
  });

export function useVariantAttributes(tenantId?: number) {
  return useQuery(variantAttributesQueryOptions(tenantId));
}

export function saveVariantAttribute(
  tenantId: number | undefined,
  input: { id?: number; body: VariantAttributeBody },
) {
  return input.id === undefined
    ? api.post<VariantAttribute>(withTenant('/api/admin/variants', tenantId), input.body)
    : api.put<VariantAttribute>(withTenant(`/api/admin/variants/${input.id}`, tenantId), input.body);
}

export function useSaveVariantAttribute(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: VariantAttributeBody }) => saveVariantAttribute(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.variantAttributes(tenantId) }),
  });
}

export function useDeleteVariantAttribute(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/variants/${id}`, tenantId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.variantAttributes(tenantId) }),
  });
}
