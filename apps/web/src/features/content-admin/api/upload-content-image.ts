// POST /api/upload-image?tenantId=: the image's URL, then saved as content by the caller.
import { api } from '@/lib/api-client.ts';

export function uploadContentImage(file: File, tenantId: number) {
  const form = new FormData();
  form.append('image', file);
  return api.post<{ imageUrl: string }>(`/api/upload-image?tenantId=${tenantId}`, form);
}
