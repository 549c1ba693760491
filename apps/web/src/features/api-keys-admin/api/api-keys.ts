// Settings → API keys' calls (ADR 0072): the store's keys, creating one (the answer holds the key
// this once) and revoking one. Every change refreshes the list.
import type { ApiKeyInput, ApiKeyList, CreatedApiKey } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const apiKeyKeys = {
  all: ['api-keys-admin'] as const,
  list: (tenantId?: number) => [...apiKeyKeys.all, adminStore(tenantId)] as const,
};

export function useApiKeys(tenantId?: number) {
  return useQuery({
    queryKey: apiKeyKeys.list(tenantId),
    queryFn: ({ signal }) => api.get<ApiKeyList>(withTenant('/api/admin/api-keys', tenantId), { signal }),
  });
}

export function useCreateApiKey(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) =>
      api.post<CreatedApiKey>(withTenant('/api/admin/api-keys', tenantId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(tenantId) }),
  });
}

export function useRevokeApiKey(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/api-keys/${id}`, tenantId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(tenantId) }),
  });
}
