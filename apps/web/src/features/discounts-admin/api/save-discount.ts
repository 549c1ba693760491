// POST /api/admin/discounts (new) and PUT /api/admin/discounts/{id} (ADR 0032).
import type { Discount } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import type { DiscountBody } from '../components/discount-form-values.ts';
import { discountsAdminKeys } from './keys.ts';

export function saveDiscount(
  tenantId: number | undefined,
  { id, body }: { id?: number; body: DiscountBody },
) {
  const payload = { ...body, tenantId };
  return id === undefined
    ? api.post<Discount>(withTenant('/api/admin/discounts', tenantId), payload)
    : api.put<Discount>(withTenant(`/api/admin/discounts/${id}`, tenantId), payload);
}

export function useSaveDiscount(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: DiscountBody }) => saveDiscount(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsAdminKeys.store(tenantId) }),
  });
}
