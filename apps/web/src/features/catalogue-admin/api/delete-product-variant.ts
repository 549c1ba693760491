// DELETE /api/products/{productId}/variants/{id}: a variant price row (spec admin §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function deleteProductVariant(tenantId: number | undefined, productId: number, id: number) {
  return api.delete<null>(withTenant(`/api/products/${productId}/variants/${id}`, tenantId));
}

export function useDeleteProductVariant(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, id }: { productId: number; id: number }) =>
      deleteProductVariant(tenantId, productId, id),
    onSuccess: (_data, { productId }) =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.productVariants(tenantId, productId) }),
  });
}
