// GET /api/admin/vat-settings?tenantId=: whether the store's prices include VAT, and its VAT number.
import type { VatSettings } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { vatAdminKeys } from './keys.ts';

export function getVatSettings(tenantId: number, signal?: AbortSignal): Promise<VatSettings> {
  return api.get<VatSettings>(`/api/admin/vat-settings?tenantId=${tenantId}`, { signal });
}

export const vatSettingsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: vatAdminKeys.settings(tenantId),
    queryFn: ({ signal }) => getVatSettings(tenantId, signal),
  });

export function useVatSettings(tenantId: number) {
  return useQuery(vatSettingsQueryOptions(tenantId));
}
