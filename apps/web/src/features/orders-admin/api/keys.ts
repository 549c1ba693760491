// Query keys of the admin order screens; every order read and stat shares the `all` prefix, so a
// status change refreshes them all.
export type OrderListParams = {
  /** The order list endpoint: the admin's (Order Management) or the store's (Store Orders). */
  source: 'admin' | 'store';
  tenantId?: number;
  search: string;
  status: string;
  limit: number;
  offset: number;
};

export const ordersAdminKeys = {
  all: ['orders-admin'] as const,
  list: (params: OrderListParams) => [...ordersAdminKeys.all, 'list', params] as const,
  stats: (tenantId?: number) => [...ordersAdminKeys.all, 'stats', tenantId ?? 'all'] as const,
};

/** The query string of a list (and of its CSV export, which ignores limit and offset). */
export function orderListQuery(params: Omit<OrderListParams, 'source'>): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.tenantId !== undefined) query.set('tenantId', String(params.tenantId));
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.status && params.status !== 'all') query.set('status', params.status);
  return query;
}
