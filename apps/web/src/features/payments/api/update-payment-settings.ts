// PUT /api/admin/tenants/{id}/payment-settings (a super admin on a /tenant/{id} screen) or
// PUT /api/tenant/payment-settings (the owner's own store); the answer replaces the cached settings.
import type { PaymentSettings, PaymentSettingsInput } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tag } from '@/lib/query-tags.ts';
import { paymentKeys } from './keys.ts';

export type UpdatePaymentSettingsInput = {
  tenantId: number | undefined;
  asSuperAdmin: boolean;
  settings: PaymentSettingsInput;
};

export function updatePaymentSettings({ tenantId, asSuperAdmin, settings }: UpdatePaymentSettingsInput) {
  if (asSuperAdmin && tenantId !== undefined) {
    return api.put<PaymentSettings>(`/api/admin/tenants/${tenantId}/payment-settings`, settings);
  }
  return api.put<PaymentSettings>('/api/tenant/payment-settings', { ...settings, tenantId });
}

export function useUpdatePaymentSettings(options: {
  onSuccess?: (settings: PaymentSettings) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    // Spec admin §7: afterwards the tenant data is refetched (its public key feeds the checkout).
    meta: { invalidates: (input: UpdatePaymentSettingsInput) => [tag('tenant', input.tenantId)] },
    onSuccess: (settings, input) => {
      queryClient.setQueryData(paymentKeys.settings(input.tenantId), settings);
      options.onSuccess?.(settings);
    },
    onError: options.onError,
  });
}
