// GET /api/admin/variants (spec admin §7): the store's variant attributes (size, colour, …).
import type { VariantAttribute } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api, readOrFail } from '@/lib/api-client.ts';
import { catalogueAdminKeys } from './keys.ts';

export function getVariantAttributes(tenantId?: number, signal?: AbortSignal): Promise<VariantAttribute[]> {
  return readOrFail(
    () => api.get<VariantAttribute[]>(withTenant('/api/admin/variants', tenantId), { signal }),
    'Failed to fetch variants',
  );
}

export const variantAttributesQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: catalogueAdminKeys.variantAttributes(tenantId),
    queryFn: ({ signal }) => getVariantAttributes(tenantId, signal),
  });

export function useVariantAttributes(tenantId?: number) {
  return useQuery(variantAttributesQueryOptions(tenantId));
}
