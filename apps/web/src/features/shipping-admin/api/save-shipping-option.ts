// POST /api/admin/shipping-options (new) and PUT /api/admin/shipping-options/{id} (spec admin §7):
// from the option form, and from the rate form with the option's zone, kind, bands and threshold
// (docs/decisions/0100).
import type { AdminShippingOption, Translations } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { shippingAdminKeys } from './keys.ts';

export type ShippingOptionBody = {
  name: string;
  description: string | null;
  cost: number;
  estimatedDays: number | null;
  sortOrder: number;
  isActive: boolean;
  /** Name and description in the store's other languages (docs/decisions/0093). */
  translations?: Translations;
  tenantId?: number;
};

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

export function saveShippingOption(
  tenantId: number | undefined,
  { id, body }: { id?: number; body: ShippingOptionBody | RateBody },
) {
  return id === undefined
    ? api.post<AdminShippingOption>(withTenant('/api/admin/shipping-options', tenantId), {
        ...body,
        tenantId,
      })
    : api.put<AdminShippingOption>(withTenant(`/api/admin/shipping-options/${id}`, tenantId), {
        ...body,
        tenantId,
      });
}

export function useSaveShippingOption(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: ShippingOptionBody }) => saveShippingOption(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.list(tenantId) }),
  });
}

export function useSaveRate(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: RateBody }) => saveShippingOption(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingAdminKeys.all }),
  });
}
