// POST /api/admin/categories (new) and PUT /api/admin/categories/{id} (spec admin §7).
import type { Category, Translations } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { isUntagged, tag } from '@/lib/query-tags.ts';
import { catalogueAdminKeys } from './keys.ts';

export type CategoryBody = {
  name: string;
  description: string;
  /** Name and description in the store's other languages (docs/decisions/0093). */
  translations?: Translations;
};

export function saveCategory(tenantId: number | undefined, input: { id?: number; body: CategoryBody }) {
  return input.id === undefined
    ? api.post<Category>(withTenant('/api/admin/categories', tenantId), input.body)
    : api.put<Category>(withTenant(`/api/admin/categories/${input.id}`, tenantId), input.body);
}

/**
 * Saving may rename the category on the store's products too, so every catalogue list refreshes;
 * the product lists (here and on Product Subscriptions) through their tag.
 */
export function useSaveCategory(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: CategoryBody }) => saveCategory(tenantId, input),
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all, predicate: isUntagged }),
  });
}
