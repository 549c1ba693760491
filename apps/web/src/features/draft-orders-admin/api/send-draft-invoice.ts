// POST /api/admin/draft-orders/{id}/send-invoice: e-mails the customer the invoice and its payment link.
import type { DraftOrder } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { draftOrdersAdminKeys } from './keys.ts';

export function sendDraftInvoice(tenantId: number | undefined, id: number) {
  return api.post<{ sent: true; to: string; draftOrder: DraftOrder }>(
    withTenant(`/api/admin/draft-orders/${id}/send-invoice`, tenantId),
    {},
  );
}

export function useSendDraftInvoice(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendDraftInvoice(tenantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftOrdersAdminKeys.store(tenantId) }),
  });
}
