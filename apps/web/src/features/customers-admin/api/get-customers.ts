// GET /api/admin/customers: one page of the store's customers, searched and counted by the server
// (X-Total-Count).
import type { AdminCustomer } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { type CustomerListParams, customerListQuery, customersAdminKeys } from './keys.ts';

export type CustomerPage = { customers: AdminCustomer[]; total: number };

export async function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerPage> {
  // The total travels in a header, so this read uses fetch directly with the client's conventions.
  const response = await fetch(`/api/admin/customers?${customerListQuery(params)}`, {
    credentials: 'include',
    signal,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Failed to fetch customers');
  return { customers: body as AdminCustomer[], total: Number(response.headers.get('X-Total-Count') ?? 0) };
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customersAdminKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
