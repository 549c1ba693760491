// Pause / resume / cancel a subscription: the store's (POST /api/product-subscriptions/{id}/{action})
// or the customer's own (POST /api/account/subscriptions/{id}/{action}).
import type { ProductSubscription, SubscriptionAction } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { productSubscriptionKeys } from './keys.ts';

export type SubscriptionOwner = { kind: 'store'; tenantId?: number } | { kind: 'customer' };

export function changeProductSubscription(owner: SubscriptionOwner, id: number, action: SubscriptionAction) {
  const path =
    owner.kind === 'store'
      ? withTenant(`/api/product-subscriptions/${id}/${action}`, owner.tenantId)
      : `/api/account/subscriptions/${id}/${action}`;
  return api.post<ProductSubscription>(path);
}

export function useChangeProductSubscription(owner: SubscriptionOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SubscriptionAction }) =>
      changeProductSubscription(owner, id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSubscriptionKeys.all }),
  });
}
