// GET /api/cms/content/{tenantId} (DESIGN §9): the store's content entries, for tenant detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantAdminKeys } from './keys.ts';

export type TenantContentEntry = {
  id: number;
  key: string;
  type: string;
  value: string;
  description?: string | null;
};

export async function getTenantContent(
  tenantId: number,
  signal?: AbortSignal,
): Promise<TenantContentEntry[]> {
  try {
    return await api.get<TenantContentEntry[]>(`/api/cms/content/${tenantId}`, { signal });
  } catch (error) {
    throw new Error('Failed to fetch CMS content', { cause: error });
  }
}

export const tenantContentQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenantAdminKeys.content(tenantId),
    queryFn: ({ signal }) => getTenantContent(tenantId, signal),
    staleTime: 0,
  });

export function useTenantContent(tenantId: number) {
  return useQuery(tenantContentQueryOptions(tenantId));
}
