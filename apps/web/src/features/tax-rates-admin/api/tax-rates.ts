// The owner's own tax rates (docs/decisions/0107): GET /api/admin/tax-rates, PUT and DELETE
// /api/admin/tax-rates/{place}/{taxClass}. Each write refreshes the list.
import type { TaxClass, TaxRatePlace, TaxRates } from '@storefleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

const taxRatesKey = (tenantId?: number) => ['tax-rates-admin', tenantId ?? 'own'] as const;

export const taxRatesQueryOptions = (tenantId?: number) =>
  queryOptions({
    queryKey: taxRatesKey(tenantId),
    queryFn: ({ signal }) => api.get<TaxRates>(withTenant('/api/admin/tax-rates', tenantId), { signal }),
  });

export function useTaxRates(tenantId?: number) {
  return useQuery(taxRatesQueryOptions(tenantId));
}

const rateUrl = (place: string, taxClass: TaxClass, tenantId?: number) =>
  withTenant(`/api/admin/tax-rates/${encodeURIComponent(place)}/${taxClass}`, tenantId);

/** Sets (a per cent as typed) or resets (null) each class given, one call each, then reads the list again. */
export function useSaveTaxRates(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      place,
      rates,
    }: {
      place: string;
      rates: readonly { taxClass: TaxClass; rate: string | null }[];
    }) => {
      let saved: TaxRatePlace | undefined;
      for (const { taxClass, rate } of rates) {
        saved =
          rate === null
            ? await api.delete<TaxRatePlace>(rateUrl(place, taxClass, tenantId))
            : await api.put<TaxRatePlace>(rateUrl(place, taxClass, tenantId), { rate });
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxRatesKey(tenantId) }),
  });
}
