// POST /api/admin/shipping-options (new) and PUT /api/admin/shipping-options/{id} (spec admin §7).
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

export function saveShippingOption(
  tenantId: number | undefined,
  { id, body }: { id?: number; body: ShippingOptionBody },
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
