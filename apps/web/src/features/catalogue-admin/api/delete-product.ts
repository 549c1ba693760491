// DELETE /api/admin/products/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, withTenant } from './keys.ts';

export function deleteProduct(tenantId: number | undefined, id: number): Promise<null> {
  return api.delete<null>(withTenant(`/api/admin/products/${id}`, tenantId));
}

export function useDeleteProduct(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProduct(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
