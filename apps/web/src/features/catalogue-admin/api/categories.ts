// GET/POST /api/admin/categories, PUT/DELETE /api/admin/categories/{id} (spec admin §7).
import type { Category } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, readOrFail, withTenant } from './keys.ts';

export type CategoryBody = { name: string; description: string };

export function getCategories(tenantId?: number, signal?: AbortSignal): Promise<Category[]> {
  return readOrFail(
    () => api.get<Category[]>(withTenant('/api/admin/categories', tenantId), { signal }),
    'Failed to fetch categories',
  );
}

export const categoriesQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueKeys.categories(tenantId),
    queryFn: ({ signal }) => getCategories(tenantId, signal),
  });

export function useCategories(tenantId?: number) {
  return useQuery(categoriesQueryOptions(tenantId));
}

export function saveCategory(tenantId: number | undefined, input: { id?: number; body: CategoryBody }) {
  return input.id === undefined
    ? api.post<Category>(withTenant('/api/admin/categories', tenantId), input.body)
    : api.put<Category>(withTenant(`/api/admin/categories/${input.id}`, tenantId), input.body);
}

/** Saving may rename the category on the store's products too, so every catalogue list refreshes. */
export function useSaveCategory(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: CategoryBody }) => saveCategory(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export function useDeleteCategory(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/categories/${id}`, tenantId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.categories(tenantId) }),
  });
}
