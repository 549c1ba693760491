// POST /api/product-subscriptions/{id}/renew-now: the store renews a subscription at once (an order
// and a charge); sent or refused, the subscription lists and figures are read again.
import type { RenewNowResponse } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys } from './keys.ts';

export function renewNow(tenantId: number | undefined, id: number) {
  return api.post<RenewNowResponse>(withTenant(`/api/product-subscriptions/${id}/renew-now`, tenantId));
}

export function useRenewNow(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => renewNow(tenantId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productSubscriptionKeys.all }),
  });
}
