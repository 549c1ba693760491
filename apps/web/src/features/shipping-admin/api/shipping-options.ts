// GET/POST /api/admin/shipping-options, PUT/DELETE /api/admin/shipping-options/{id} (spec admin §7).
import type { AdminShippingOption } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const scope = (tenantId?: number) => tenantId ?? 'own';
export const shippingAdminKeys = {
  all: ['shipping-admin'] as const,
  list: (tenantId?: number) => [...shippingAdminKeys.all, scope(tenantId)] as const,
};

const withTenant = (path: string, tenantId?: number) =>
  tenantId === undefined ? path : `${path}?tenantId=${tenantId}`;

export type ShippingOptionBody = {
  name: string;
  description: string | null;
  cost: number;
  estimatedDays: number | null;
  sortOrder: number;
  isActive: boolean;
  tenantId?: number;
};

export async function getShippingOptions(tenantId?: number, signal?: AbortSignal) {
  try {
    return await api.get<AdminShippingOption[]>(withTenant('/api/admin/shipping-options', tenantId), {
      signal,
    });
  } catch (error) {
    throw new Error('Failed to fetch shipping options', { cause: error });
  }
}

export const shippingOptionsQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: shippingAdminKeys.list(tenantId),
    queryFn: ({ signal }) => getShippingOptions(tenantId, signal),
  });

export function useShippingOptions(tenantId?: number) {
  return useQuery(shippingOptionsQueryOptions(tenantId));
}

export function useSaveShippingOption(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShippingOptionBody }) =>
      id === undefined
        ? api.post<AdminShippingOption>(withTenant('/api/admin/shipping-options', tenantId), {
            ...body,
            tenantId,
          })
        : api.put<AdminShippingOption>(withTenant(`/api/admin/shipping-options/${id}`, tenantId), {
            ...body,
            tenantId,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.list(tenantId) }),
  });
}

export function useDeleteShippingOption(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(withTenant(`/api/admin/shipping-options/${id}`, tenantId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.list(tenantId) }),
  });
}
