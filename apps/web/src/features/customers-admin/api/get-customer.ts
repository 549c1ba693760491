// GET /api/admin/customers/{id}: one customer's orders and addresses in this store.
import type { AdminCustomerDetail } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { customersAdminKeys } from './keys.ts';

export function getCustomer(id: string, tenantId?: number): Promise<AdminCustomerDetail> {
  const query = tenantId === undefined ? '' : `?tenantId=${tenantId}`;
  return api.get<AdminCustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}${query}`);
}

export const customerQueryOptions = (id: string, tenantId?: number) =>
  queryOptions({
    queryKey: customersAdminKeys.detail(id, tenantId),
    queryFn: () => getCustomer(id, tenantId),
    staleTime: 0,
  });

export function useCustomer(id: string | null, tenantId?: number) {
  return useQuery({ ...customerQueryOptions(id ?? '', tenantId), enabled: id !== null });
}
