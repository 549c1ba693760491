// GET /api/admin/returns and the steps POST /api/admin/returns/{id}/approve|decline|receive|refund;
// each step refreshes the Returns list (returnsAdminKeys.all).
import type { AdminReturnList, OrderReturn } from '@storefleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { returnsAdminKeys } from './keys.ts';

function withStore(path: string, tenantId: number | undefined, extra?: Record<string, string>) {
  const query = new URLSearchParams(extra);
  if (tenantId !== undefined) query.set('tenantId', String(tenantId));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function useStoreReturns(filter: { tenantId?: number; status: string }) {
  return useQuery({
    queryKey: returnsAdminKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<AdminReturnList>(
        withStore(
          '/api/admin/returns',
          filter.tenantId,
          filter.status === 'all' ? {} : { status: filter.status },
        ),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export type ReturnStep =
  | { action: 'approve' }
  | { action: 'decline'; reason: string }
  | { action: 'receive'; restockOrderItemIds: number[] }
  | { action: 'refund' };

export function useReturnStep(tenantId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, step }: { returnId: number; step: ReturnStep }) => {
      const { action, ...body } = step;
      return api.post<OrderReturn>(withStore(`/api/admin/returns/${returnId}/${action}`, tenantId), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsAdminKeys.all }),
  });
}
