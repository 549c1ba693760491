// The store's currency writes (docs/decisions/0105): PUT /api/admin/currencies/base, PUT and DELETE
// /api/admin/currencies/{code}, POST …/rates-from-file. Each refreshes the store's currencies, which the product form reads too.
import type {
  RatesFromFileResult,
  StoreCurrencies,
  StoreCurrency,
  StoreCurrencyInput,
} from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

function useRefresh() {
  const queryClient = useQueryClient();
  // The same store may be cached as 'own' and by its id: every reader reads it afresh.
  return () => queryClient.invalidateQueries({ queryKey: ['store-currencies'] });
}

export function useSetBaseCurrency(tenantId?: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (currency: string) =>
      api.put<StoreCurrencies>(withTenant('/api/admin/currencies/base', tenantId), { currency }),
    onSuccess: refresh,
  });
}

export function useSaveStoreCurrency(tenantId?: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: StoreCurrencyInput }) =>
      api.put<StoreCurrency>(
        withTenant(`/api/admin/currencies/${encodeURIComponent(code)}`, tenantId),
        input,
      ),
    onSuccess: refresh,
  });
}

export function useRemoveStoreCurrency(tenantId?: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      api.delete<null>(withTenant(`/api/admin/currencies/${encodeURIComponent(code)}`, tenantId)),
    onSuccess: refresh,
  });
}

/** Every rate from the platform's exchange-rates file, each currency keeping its rounding rule. */
export function useUpdateRatesFromFile(tenantId?: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api.post<RatesFromFileResult>(withTenant('/api/admin/currencies/rates-from-file', tenantId), {}),
    onSuccess: refresh,
  });
}
