// PATCH /api/tenant/{id}/color-template (spec admin §7): saves the store's colour template. The
// store's record (GET /api/tenant/{id}) is read by the tenants feature; the route hands it in.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export type ColorTemplateChange = { tenantId: number; colorTemplate: string };

export function applyColorTemplate({ tenantId, colorTemplate }: ColorTemplateChange) {
  return api.patch<{ id: number; colorTemplate: string }>(`/api/tenant/${tenantId}/color-template`, {
    colorTemplate,
  });
}

/** The template is part of the store's record, shown by its admin screens and its store front. */
export function useApplyColorTemplate() {
  return useMutation({
    mutationFn: applyColorTemplate,
    meta: { invalidates: (change: ColorTemplateChange) => [tag('tenant', change.tenantId)] },
  });
}
