// DELETE /api/account/addresses/{id}: removes a saved address (the server hands the default on).
// Refreshes that store's address book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export type DeleteAddressVariables = { tenantId: number; id: number };

export async function deleteAddress({ tenantId, id }: DeleteAddressVariables): Promise<void> {
  await api.delete<null>(`/api/account/addresses/${id}?tenantId=${tenantId}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_none, { tenantId }) =>
      queryClient.invalidateQueries({ queryKey: accountKeys.myAddresses(tenantId) }),
  });
}
