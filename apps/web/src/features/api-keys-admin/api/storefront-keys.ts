// Settings → API Keys' second section (ADR 0076): the store's publishable store-front keys,
// creating one with its origins and revoking one. Every change refreshes the list.
import type { StorefrontKey, StorefrontKeyInput, StorefrontKeyList } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const storefrontKeyKeys = {
  all: ['storefront-keys-admin'] as const,
  list: (tenantId?: number) => [...storefrontKeyKeys.all, adminStore(tenantId)] as const,
};

export function useStorefrontKeys(tenantId?: number) {
  return useQuery({
    queryKey: storefrontKeyKeys.list(tenantId),
    queryFn: ({ signal }) =>
      api.get<StorefrontKeyList>(withTenant('/api/admin/storefront-keys', tenantId), { signal }),
  });
}

export function useCreateStorefrontKey(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StorefrontKeyInput) =>
      api.post<StorefrontKey>(withTenant('/api/admin/storefront-keys', tenantId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storefrontKeyKeys.list(tenantId) }),
  });
}

export function useRevokeStorefrontKey(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/storefront-keys/${id}`, tenantId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storefrontKeyKeys.list(tenantId) }),
  });
}
