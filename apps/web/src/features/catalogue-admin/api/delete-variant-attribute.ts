// DELETE /api/admin/variants/{id} (spec admin §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function deleteVariantAttribute(tenantId: number | undefined, id: number): Promise<null> {
  return api.delete<null>(withTenant(`/api/admin/variants/${id}`, tenantId));
}

export function useDeleteVariantAttribute(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteVariantAttribute(tenantId, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.variantAttributes(tenantId) }),
  });
}
