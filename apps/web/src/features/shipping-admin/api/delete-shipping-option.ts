// DELETE /api/admin/shipping-options/{id} (spec admin §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { shippingAdminKeys } from './keys.ts';

export function deleteShippingOption(tenantId: number | undefined, id: number) {
  return api.delete<null>(withTenant(`/api/admin/shipping-options/${id}`, tenantId));
}

export function useDeleteShippingOption(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteShippingOption(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.list(tenantId) }),
  });
}
