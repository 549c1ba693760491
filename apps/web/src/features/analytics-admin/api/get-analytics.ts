// GET /api/admin/analytics/sales and /products: the Reports screen's figures.
import type { AnalyticsProducts, AnalyticsSales } from '@storefleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import {
  analyticsAdminKeys,
  type ProductsParams,
  productsQuery,
  type SalesParams,
  salesQuery,
} from './keys.ts';

export function useSalesReport(params: SalesParams) {
  return useQuery({
    queryKey: analyticsAdminKeys.sales(params),
    queryFn: () => api.get<AnalyticsSales>(`/api/admin/analytics/sales?${salesQuery(params)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductsReport(params: ProductsParams) {
  return useQuery({
    queryKey: analyticsAdminKeys.products(params),
    queryFn: () =>
      api.get<AnalyticsProducts>(`/api/admin/analytics/products?${productsQuery({ ...params, limit: 10 })}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
