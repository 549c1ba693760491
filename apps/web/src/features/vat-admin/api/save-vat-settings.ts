// PUT /api/admin/vat-settings?tenantId=: the store's VAT settings; the answer is the saved values.
import type { VatSettings, VatSettingsInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { vatAdminKeys } from './keys.ts';

export function saveVatSettings(tenantId: number, body: VatSettingsInput): Promise<VatSettings> {
  return api.put<VatSettings>(`/api/admin/vat-settings?tenantId=${tenantId}`, body);
}

export function useSaveVatSettings(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VatSettingsInput) => saveVatSettings(tenantId, body),
    onSuccess: (saved) => queryClient.setQueryData(vatAdminKeys.settings(tenantId), saved),
  });
}
