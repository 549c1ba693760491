// DELETE /api/admin/discounts/{id} (ADR 0032).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { discountsAdminKeys } from './keys.ts';

export function deleteDiscount(tenantId: number | undefined, id: number) {
  return api.delete<null>(withTenant(`/api/admin/discounts/${id}`, tenantId));
}

export function useDeleteDiscount(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDiscount(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsAdminKeys.store(tenantId) }),
  });
}
