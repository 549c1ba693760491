// DELETE /api/admin/products/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { isUntagged, tag } from '@/lib/query-tags.ts';
import { catalogueAdminKeys } from './keys.ts';

export function deleteProduct(tenantId: number | undefined, id: number): Promise<null> {
  return api.delete<null>(withTenant(`/api/admin/products/${id}`, tenantId));
}

export function useDeleteProduct(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProduct(tenantId, id),
    // The product lists (here and on Product Subscriptions) refresh through their tag.
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all, predicate: isUntagged }),
  });
}
