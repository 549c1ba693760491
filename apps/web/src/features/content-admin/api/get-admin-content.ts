// GET /api/cms/content/{tenantId} (full entries), POST /api/cms/content, PUT and DELETE
// /api/cms/content/{key}, each with ?tenantId (spec admin §7 Content, DESIGN §9).
import type { AdminContentEntry, ContentType } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const cmsAdminKeys = {
  all: ['cms-admin'] as const,
  entries: (tenantId: number) => [...cmsAdminKeys.all, tenantId] as const,
};

export type ContentBody = { key: string; type: ContentType; value: string; description?: string | null };

export async function getAdminContent(tenantId: number, signal?: AbortSignal) {
  try {
    return await api.get<AdminContentEntry[]>(`/api/cms/content/${tenantId}`, { signal });
  } catch (error) {
    throw new Error('Failed to fetch content', { cause: error });
  }
}

export const adminContentQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: cmsAdminKeys.entries(tenantId),
    queryFn: ({ signal }) => getAdminContent(tenantId, signal),
    staleTime: 0,
  });

export function useAdminContent(tenantId: number) {
  return useQuery(adminContentQueryOptions(tenantId));
}

/** Saves under `key` (the server creates it when new); `create` posts and fails on a taken key. */
export function useSaveContent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body, create }: { key: string; body: ContentBody; create?: boolean }) =>
      create
        ? api.post<AdminContentEntry>(`/api/cms/content?tenantId=${tenantId}`, body)
        : api.put<AdminContentEntry>(
            `/api/cms/content/${encodeURIComponent(key)}?tenantId=${tenantId}`,
            body,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsAdminKeys.entries(tenantId) }),
  });
}

export function useDeleteContent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api.delete<null>(`/api/cms/content/${encodeURIComponent(key)}?tenantId=${tenantId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsAdminKeys.entries(tenantId) }),
  });
}

/** POST /api/upload-image: the image's URL, then saved as content by the caller. */
export function uploadContentImage(file: File, tenantId: number) {
  const form = new FormData();
  form.append('image', file);
  return api.post<{ imageUrl: string }>(`/api/upload-image?tenantId=${tenantId}`, form);
}
