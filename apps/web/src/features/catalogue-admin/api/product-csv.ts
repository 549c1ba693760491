// GET /api/admin/products/export (a download link) and POST /api/admin/products/import (the chosen
// file as a text/csv body; ?dryRun=true for the preview). ADR 0029.
import type { ProductImportResult } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { isUntagged, tag } from '@/lib/query-tags.ts';
import { catalogueAdminKeys } from './keys.ts';

export function productExportHref(tenantId?: number): string {
  return withTenant('/api/admin/products/export', tenantId);
}

export function importProducts(
  tenantId: number | undefined,
  file: Blob,
  dryRun: boolean,
): Promise<ProductImportResult> {
  return api.post<ProductImportResult>(
    withTenant(`/api/admin/products/import?dryRun=${dryRun}`, tenantId),
    file,
    { headers: { 'Content-Type': 'text/csv' } },
  );
}

export function useImportProducts(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) => importProducts(tenantId, file, dryRun),
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
    onSuccess: (result) => {
      if (result.applied) {
        return queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all, predicate: isUntagged });
      }
    },
  });
}
