// Query keys of the Customers screen; every key of this feature comes from here.
export type CustomerListParams = { tenantId?: number; search: string; limit: number; offset: number };

export const customersAdminKeys = {
  all: ['customers-admin'] as const,
  list: (params: CustomerListParams) => [...customersAdminKeys.all, 'list', params] as const,
  detail: (id: string, tenantId?: number) =>
    [...customersAdminKeys.all, 'detail', id, tenantId ?? 'own'] as const,
};

/** The query string of a list (and, without limit and offset, of its CSV export). */
export function customerListQuery(params: CustomerListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.tenantId !== undefined) query.set('tenantId', String(params.tenantId));
  if (params.search.trim()) query.set('search', params.search.trim());
  return query;
}

export function customerExportHref(params: Omit<CustomerListParams, 'limit' | 'offset'>): string {
  const query = customerListQuery({ ...params, limit: 1, offset: 0 });
  query.delete('limit');
  query.delete('offset');
  const text = query.toString();
  return `/api/admin/customers/export${text ? `?${text}` : ''}`;
}
