// GET /api/admin/draft-orders: the store's draft orders with their status (open, invoiced, paid, expired).
import type { DraftOrder, DraftOrderListResponse } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { draftOrdersAdminKeys } from './keys.ts';

export async function getDraftOrders(
  tenantId: number | undefined,
  signal?: AbortSignal,
): Promise<DraftOrder[]> {
  const answer = await readOrFail(
    () => api.get<DraftOrderListResponse>(withTenant('/api/admin/draft-orders', tenantId), { signal }),
    'Failed to fetch draft orders',
  );
  return answer.draftOrders;
}

export const draftOrdersQueryOptions = (tenantId: number | undefined) =>
  queryOptions({
    queryKey: draftOrdersAdminKeys.store(tenantId),
    queryFn: ({ signal }) => getDraftOrders(tenantId, signal),
  });

export function useDraftOrders(tenantId: number | undefined) {
  return useQuery(draftOrdersQueryOptions(tenantId));
}
