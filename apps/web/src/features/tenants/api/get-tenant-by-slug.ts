// GET /api/tenant/slug/{slug}: the public tenant behind a /s/{slug} store front.
import type { PublicTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readOrFail } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { tenantKeys } from './keys.ts';

export function getTenantBySlug(slug: string, signal?: AbortSignal): Promise<PublicTenant> {
  // The cause keeps the status, so a screen can tell "no such store" (404) from a failure.
  return readOrFail(
    () => api.get<PublicTenant>(`/api/tenant/slug/${encodeURIComponent(slug)}`, { signal }),
    'Failed to fetch tenant by slug',
  );
}

export const tenantBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: tenantKeys.bySlug(slug),
    queryFn: ({ signal }) => getTenantBySlug(slug, signal),
    meta: { tags: [tag('tenant')] },
  });

export function useTenantBySlug(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantBySlugQueryOptions(slug), enabled: enabled && slug.length > 0 });
}
