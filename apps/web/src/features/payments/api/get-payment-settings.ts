// GET /api/tenant/payment-settings: the store's gateway choice, masked keys, state and warnings.
import type { PaymentSettings } from '@storefleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** `tenantId` undefined: the signed-in member's own store. */
export function getPaymentSettings(
  tenantId: number | undefined,
  signal?: AbortSignal,
): Promise<PaymentSettings> {
  const query = tenantId === undefined ? '' : `?tenantId=${tenantId}`;
  return api.get<PaymentSettings>(`/api/tenant/payment-settings${query}`, { signal });
}

export const paymentSettingsQueryOptions = (tenantId: number | undefined) =>
  queryOptions({
    queryKey: paymentKeys.settings(tenantId),
    queryFn: ({ signal }) => getPaymentSettings(tenantId, signal),
  });

export function usePaymentSettings(tenantId: number | undefined) {
  return useQuery(paymentSettingsQueryOptions(tenantId));
}
