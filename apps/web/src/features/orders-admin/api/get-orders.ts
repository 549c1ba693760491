// GET /api/admin/orders (Order Management) and GET /api/orders (Store Orders): one page, searched,
// filtered and counted by the server (X-Total-Count), refreshed every 10 s (spec admin §9).
import { type AdminOrder, type CustomerOrder, ORDER_REFRESH_MS } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { type OrderListParams, orderListQuery, ordersAdminKeys } from './keys.ts';

/** What both lists show; Store Orders' rows lack the shop and payment id. */
export type OrderRow = CustomerOrder &
  Partial<Pick<AdminOrder, 'tenantName' | 'stripePaymentIntentId' | 'refunded'>>;
/** `capped`: the total is a lower bound (X-Total-Count-Capped; ADR 0021). */
export type OrderPage = { orders: OrderRow[]; total: number; capped: boolean };

export async function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  const path = params.source === 'admin' ? '/api/admin/orders' : '/api/orders';
  // The total travels in a header, so this read uses fetch directly with the client's conventions.
  const response = await fetch(`${path}?${orderListQuery(params)}`, { credentials: 'include', signal });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch orders');
  return {
    orders: body as OrderRow[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
    capped: response.headers.get('X-Total-Count-Capped') === 'true',
  };
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ordersAdminKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    staleTime: 0,
    refetchInterval: ORDER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
