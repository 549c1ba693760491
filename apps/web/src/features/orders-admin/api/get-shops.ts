// GET /api/super-admin/tenants: the shops a super admin can filter orders by.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersAdminKeys } from './keys.ts';

export type Shop = { id: number; name: string };

export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: ordersAdminKeys.shops(),
    queryFn: ({ signal }) => api.get<Shop[]>('/api/super-admin/tenants', { signal }),
  });

export function useShops(enabled: boolean) {
  return useQuery({ ...shopsQueryOptions(), enabled });
}
