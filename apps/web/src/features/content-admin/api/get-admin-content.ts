// GET /api/cms/content/{tenantId} (spec admin §7 Content, DESIGN §9): the store's full content
// entries, for the CMS editor and the operator's tenant detail (the route hands them in there).
import type { AdminContentEntry } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { contentAdminKeys } from './keys.ts';

export function getAdminContent(tenantId: number, signal?: AbortSignal): Promise<AdminContentEntry[]> {
  return readOrFail(
    () => api.get<AdminContentEntry[]>(`/api/cms/content/${tenantId}`, { signal }),
    'Failed to fetch content',
  );
}

export const adminContentQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: contentAdminKeys.entries(tenantId),
    queryFn: ({ signal }) => getAdminContent(tenantId, signal),
    staleTime: 0,
  });

/** `enabled: false` where the member's role has no `content` (ADR 0080): no call to be refused. */
export function useAdminContent(tenantId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminContentQueryOptions(tenantId), enabled });
}
