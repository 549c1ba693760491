// Query keys and addresses of the Analytics screen; every key of this feature comes from here.
import type { AnalyticsInterval } from '@storefleet/contracts';

export type AnalyticsRange = { from: string; to: string };
export type SalesParams = AnalyticsRange & {
  tenantId?: number;
  interval: AnalyticsInterval;
  compare: boolean;
};
export type ProductsParams = AnalyticsRange & { tenantId?: number };

export const analyticsAdminKeys = {
  all: ['analytics-admin'] as const,
  sales: (params: SalesParams) => [...analyticsAdminKeys.all, 'sales', params] as const,
  products: (params: ProductsParams) => [...analyticsAdminKeys.all, 'products', params] as const,
  timeZone: (tenantId: number) => [...analyticsAdminKeys.all, 'time-zone', tenantId] as const,
};

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export function salesQuery(p: SalesParams): string {
  return query({
    from: p.from,
    to: p.to,
    interval: p.interval,
    compare: p.compare ? 'previous' : undefined,
    tenantId: p.tenantId,
  });
}

export function productsQuery(p: ProductsParams & { limit?: number }): string {
  return query({ from: p.from, to: p.to, limit: p.limit, tenantId: p.tenantId });
}

/** Where each report's CSV downloads from. */
export function analyticsCsvHref(
  report: 'sales' | 'products' | 'categories' | 'discounts',
  p: ProductsParams & { interval?: AnalyticsInterval },
): string {
  const q = query({
    from: p.from,
    to: p.to,
    interval: report === 'sales' ? p.interval : undefined,
    tenantId: p.tenantId,
  });
  return `/api/admin/analytics/${report}.csv?${q}`;
}
