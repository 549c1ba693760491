// POST /api/cms/content (create, fails on a taken key) and PUT /api/cms/content/{key} (save under
// the key; the server creates it when new), each with ?tenantId (spec admin §7 Content).
import type { AdminContentEntry, ContentType, Translations } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentAdminKeys } from './keys.ts';

export type ContentBody = {
  key: string;
  type: ContentType;
  value: string;
  description?: string | null;
  /** The value in the store's other languages (docs/decisions/0093); absent: unchanged. */
  translations?: Translations;
};

export type SaveContentInput = { key: string; body: ContentBody; create?: boolean };

export function saveContent(tenantId: number, { key, body, create }: SaveContentInput) {
  return create
    ? api.post<AdminContentEntry>(`/api/cms/content?tenantId=${tenantId}`, body)
    : api.put<AdminContentEntry>(`/api/cms/content/${encodeURIComponent(key)}?tenantId=${tenantId}`, body);
}

export function useSaveContent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContentInput) => saveContent(tenantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentAdminKeys.entries(tenantId) }),
  });
}
