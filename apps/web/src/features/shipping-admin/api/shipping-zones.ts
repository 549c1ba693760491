// GET/POST /api/admin/shipping-zones, PUT/DELETE /api/admin/shipping-zones/{id} (docs/decisions/0100).
import type { AdminShippingZone } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { shippingAdminKeys } from './keys.ts';

export function useShippingZones(tenantId?: number) {
  return useQuery({
    queryKey: shippingAdminKeys.zones(tenantId),
    queryFn: ({ signal }) =>
      readOrFail(
        () => api.get<AdminShippingZone[]>(withTenant('/api/admin/shipping-zones', tenantId), { signal }),
        'Failed to fetch shipping zones',
      ),
  });
}

/** `coversRest`: the zone covers every country no other zone names (docs/decisions/0102). */
export type ZoneBody = { name: string; countries: string[]; coversRest?: boolean };

export function useSaveShippingZone(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ZoneBody }) =>
      id === undefined
        ? api.post<AdminShippingZone>(withTenant('/api/admin/shipping-zones', tenantId), {
            ...body,
            tenantId,
          })
        : api.put<AdminShippingZone>(withTenant(`/api/admin/shipping-zones/${id}`, tenantId), {
            ...body,
            tenantId,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.all }),
  });
}

export function useDeleteShippingZone(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/shipping-zones/${id}`, tenantId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.all }),
  });
}
