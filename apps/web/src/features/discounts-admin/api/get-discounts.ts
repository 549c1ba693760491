// GET /api/admin/discounts?search= (ADR 0032): the store's discount codes with their
// usage and the status the server computed from its clock.
import type { Discount, DiscountListResponse } from '@storefleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { discountsAdminKeys } from './keys.ts';

export async function getDiscounts(
  tenantId: number | undefined,
  search: string,
  signal?: AbortSignal,
): Promise<Discount[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const answer = await readOrFail(
    () => api.get<DiscountListResponse>(withTenant(`/api/admin/discounts${query}`, tenantId), { signal }),
    'Failed to fetch discount codes',
  );
  return answer.discounts;
}

export const discountsQueryOptions = (tenantId: number | undefined, search: string) =>
  queryOptions({
    queryKey: discountsAdminKeys.list(tenantId, search.trim()),
    queryFn: ({ signal }) => getDiscounts(tenantId, search, signal),
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useDiscounts(tenantId: number | undefined, search: string) {
  return useQuery(discountsQueryOptions(tenantId, search));
}
