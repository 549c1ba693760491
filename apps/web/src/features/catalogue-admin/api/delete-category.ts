// DELETE /api/admin/categories/{id} (spec admin §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function deleteCategory(tenantId: number | undefined, id: number): Promise<null> {
  return api.delete<null>(withTenant(`/api/admin/categories/${id}`, tenantId));
}

export function useDeleteCategory(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCategory(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.categories(tenantId) }),
  });
}
