// POST /api/account/addresses, PUT /api/account/addresses/{id}: add or edit a saved address in one
// store; either can make it the default. Refreshes that store's address book.
import type { CustomerAddress, CustomerAddressInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export type SaveAddressVariables = { tenantId: number; id?: number; input: CustomerAddressInput };

export function saveAddress({ tenantId, id, input }: SaveAddressVariables): Promise<CustomerAddress> {
  return id === undefined
    ? api.post<CustomerAddress>(`/api/account/addresses?tenantId=${tenantId}`, input)
    : api.put<CustomerAddress>(`/api/account/addresses/${id}?tenantId=${tenantId}`, input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_saved, { tenantId }) =>
      queryClient.invalidateQueries({ queryKey: accountKeys.myAddresses(tenantId) }),
  });
}
