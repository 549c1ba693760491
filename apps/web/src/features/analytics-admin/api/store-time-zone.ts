// GET and PUT /api/admin/store-time-zone?tenantId=: the time zone the store's days are counted in.
import type { StoreTimeZone } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { analyticsAdminKeys } from './keys.ts';

export function useStoreTimeZone(tenantId: number) {
  return useQuery({
    queryKey: analyticsAdminKeys.timeZone(tenantId),
    queryFn: () => api.get<StoreTimeZone>(`/api/admin/store-time-zone?tenantId=${tenantId}`),
  });
}

export function useSaveStoreTimeZone(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      api.put<StoreTimeZone>(`/api/admin/store-time-zone?tenantId=${tenantId}`, { timeZone }),
    onSuccess: (saved) => {
      queryClient.setQueryData(analyticsAdminKeys.timeZone(tenantId), saved);
      // The reports' days moved: read them afresh.
      void queryClient.invalidateQueries({ queryKey: [...analyticsAdminKeys.all, 'sales'] });
      void queryClient.invalidateQueries({ queryKey: [...analyticsAdminKeys.all, 'products'] });
    },
  });
}
