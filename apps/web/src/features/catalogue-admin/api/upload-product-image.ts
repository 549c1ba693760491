// POST /api/upload-image for the product gallery: one file per request (the upload rules — type
// sniffing, 5 MB, re-encoding, storage quota — are the server's), with upload progress.
import { withTenant } from '@/lib/admin-store.ts';
import { type UploadOptions, uploadWithProgress } from '@/lib/upload-with-progress.ts';

export function uploadProductImage(
  file: File,
  tenantId: number | undefined,
  options: UploadOptions = {},
): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append('image', file);
  return uploadWithProgress<{ imageUrl: string }>(withTenant('/api/upload-image', tenantId), form, options);
}
