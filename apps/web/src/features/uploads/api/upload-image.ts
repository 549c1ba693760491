// POST /api/upload-image (content images) and POST /api/upload/image (subscription products): one
// image in the multipart field `image`; the answer's imageUrl is what the screen then saves.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type UploadEndpoint = '/api/upload-image' | '/api/upload/image';

export function uploadImage(file: File, options: { tenantId?: number; endpoint?: UploadEndpoint } = {}) {
  const form = new FormData();
  form.append('image', file);
  const path = options.endpoint ?? '/api/upload-image';
  const url = options.tenantId === undefined ? path : `${path}?tenantId=${options.tenantId}`;
  return api.post<{ imageUrl: string }>(url, form);
}

export function useUploadImage(options: { tenantId?: number; endpoint?: UploadEndpoint } = {}) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, options) });
}
