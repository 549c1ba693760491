// DELETE /api/admin/draft-orders/{id}: a draft that is not paid.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { draftOrdersAdminKeys } from './keys.ts';

export function deleteDraftOrder(tenantId: number | undefined, id: number) {
  return api.delete<null>(withTenant(`/api/admin/draft-orders/${id}`, tenantId));
}

export function useDeleteDraftOrder(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDraftOrder(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftOrdersAdminKeys.store(tenantId) }),
  });
}
