// PUT /api/admin/email-settings (spec admin §7): the store's e-mail settings. They are part of the
// store's record (GET /api/tenant/{id}, read by tenants), which the tag refreshes.
import type { EmailSettings } from '@storefleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';

export type EmailSettingsBody = Omit<EmailSettings, 'tenantId'>;

export function saveEmailSettings(tenantId: number, body: EmailSettingsBody): Promise<EmailSettings> {
  return api.put<EmailSettings>(`/api/admin/email-settings?tenantId=${tenantId}`, body);
}

export function useSaveEmailSettings(tenantId: number) {
  return useMutation({
    mutationFn: (body: EmailSettingsBody) => saveEmailSettings(tenantId, body),
    meta: { invalidates: () => [tag('tenant', tenantId)] },
  });
}
