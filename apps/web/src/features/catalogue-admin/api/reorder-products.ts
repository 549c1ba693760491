// PUT /api/admin/products/reorder {productIds}: the order shown after a drag. The list updates at
// once (optimistically) and goes back if the server refuses.
import type { AdminProduct } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function reorderProducts(tenantId: number | undefined, productIds: number[]): Promise<null> {
  return api.put<null>(withTenant('/api/admin/products/reorder', tenantId), { productIds });
}

/** The full list with the shown subset moved into its new order, others keeping their places. */
export function applyOrder(list: AdminProduct[], orderedIds: number[]): AdminProduct[] {
  const moved = new Set(orderedIds);
  const byId = new Map(list.map((p) => [p.id, p]));
  const queue = [...orderedIds];
  return list.map((p) => (moved.has(p.id) ? (byId.get(queue.shift() as number) ?? p) : p));
}

export function useReorderProducts(tenantId?: number) {
  const queryClient = useQueryClient();
  const key = catalogueAdminKeys.products(tenantId);
  return useMutation({
    mutationFn: (productIds: number[]) => reorderProducts(tenantId, productIds),
    onMutate: async (productIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminProduct[]>(key);
      if (previous) queryClient.setQueryData(key, applyOrder(previous, productIds));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
