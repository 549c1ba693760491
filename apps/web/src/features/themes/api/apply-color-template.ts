// GET /api/tenant/{id} (the store's own record: its colour template) and PATCH
// /api/tenant/{id}/color-template (spec admin §7).
import type { TenantAccount } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const themeKeys = {
  all: ['themes'] as const,
  tenant: (tenantId: number) => [...themeKeys.all, 'tenant', tenantId] as const,
  stores: () => [...themeKeys.all, 'stores'] as const,
};

export const storeRecordQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: themeKeys.tenant(tenantId),
    queryFn: ({ signal }) => api.get<TenantAccount>(`/api/tenant/${tenantId}`, { signal }),
    staleTime: 0,
  });

export function useStoreRecord(tenantId: number) {
  return useQuery(storeRecordQueryOptions(tenantId));
}

/** A super admin picks among every store (GET /api/super-admin/tenants). */
export function usePlatformStores(enabled: boolean) {
  return useQuery({
    queryKey: themeKeys.stores(),
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/api/super-admin/tenants', { signal }),
    enabled,
  });
}

export function useApplyColorTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, colorTemplate }: { tenantId: number; colorTemplate: string }) =>
      api.patch<{ id: number; colorTemplate: string }>(`/api/tenant/${tenantId}/color-template`, {
        colorTemplate,
      }),
    onSuccess: (_data, { tenantId }) =>
      queryClient.invalidateQueries({ queryKey: themeKeys.tenant(tenantId) }),
  });
}
