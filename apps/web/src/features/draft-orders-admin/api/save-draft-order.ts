// POST /api/admin/draft-orders (new) and PUT /api/admin/draft-orders/{id}.
import type { DraftOrder, DraftOrderInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { draftOrdersAdminKeys } from './keys.ts';

export function saveDraftOrder(
  tenantId: number | undefined,
  { id, body }: { id?: number; body: DraftOrderInput },
) {
  const payload = { ...body, tenantId };
  return id === undefined
    ? api.post<DraftOrder>(withTenant('/api/admin/draft-orders', tenantId), payload)
    : api.put<DraftOrder>(withTenant(`/api/admin/draft-orders/${id}`, tenantId), payload);
}

export function useSaveDraftOrder(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: DraftOrderInput }) => saveDraftOrder(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftOrdersAdminKeys.store(tenantId) }),
  });
}
