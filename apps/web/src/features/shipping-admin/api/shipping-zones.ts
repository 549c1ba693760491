// GET/POST /api/admin/shipping-zones, PUT/DELETE /api/admin/shipping-zones/{id} (docs/decisions/0100),
// and the rate form's POST/PUT of a shipping option with its zone, kind, bands and threshold.
import type { AdminShippingOption, AdminShippingZone } from '@storefleet/contracts';
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

export type RateBody = {
  name: string;
  description: string | null;
  cost: string;
  estimatedDays: number | null;
  sortOrder: number;
  isActive: boolean;
  zoneId: number | null;
  rateKind: 'flat' | 'value' | 'weight';
  bands: { upTo: string | null; cost: string }[];
  freeAbove: string | null;
};

export function useSaveRate(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RateBody }) =>
      id === undefined
        ? api.post<AdminShippingOption>(withTenant('/api/admin/shipping-options', tenantId), {
            ...body,
            tenantId,
          })
        : api.put<AdminShippingOption>(withTenant(`/api/admin/shipping-options/${id}`, tenantId), {
            ...body,
            tenantId,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.all }),
  });
}
