// GET /api/tenant/slug/{slug}: the public tenant behind a /s/{slug} store front.
import type { PublicTenant } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tenantKeys } from './keys.ts';

export async function getTenantBySlug(slug: string, signal?: AbortSignal): Promise<PublicTenant> {
  try {
    return await api.get<PublicTenant>(`/api/tenant/slug/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    // The cause keeps the status, so a screen can tell "no such store" (404) from a failure.
    throw new Error('Failed to fetch tenant by slug', { cause: error });
  }
}

export const tenantBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: tenantKeys.bySlug(slug),
    queryFn: ({ signal }) => getTenantBySlug(slug, signal),
  });

export function useTenantBySlug(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantBySlugQueryOptions(slug), enabled: enabled && slug.length > 0 });
}
