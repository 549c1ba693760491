// DELETE /api/cms/content/{key}?tenantId= (spec admin §7 Content): removes one entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentAdminKeys } from './keys.ts';

export function deleteContent(tenantId: number, key: string) {
  return api.delete<null>(`/api/cms/content/${encodeURIComponent(key)}?tenantId=${tenantId}`);
}

export function useDeleteContent(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteContent(tenantId, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentAdminKeys.entries(tenantId) }),
  });
}
