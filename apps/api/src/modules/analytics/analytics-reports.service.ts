// The store's reports and the operator's figures across stores (ADR 0082), read from the daily
// rollups (never from `orders`) for a range of days.
import {
  type AnalyticsProducts,
  type AnalyticsProductsQuery,
  type AnalyticsSales,
  type AnalyticsSalesQuery,
  addDays,
  firstOfMonthBefore,
  formatMinor,
  type PlatformSales,
  previousPeriod,
  type SalesPoint,
  type SalesTotals,
  todayIn,
} from '@storefleet/contracts';
import { type Ctx, platformReadDb, readDb } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  type DayRange,
  discountCodeUsage,
  newStoresByMonth,
  platformTopStores,
  platformTotals,
  type SalesSums,
  salesSeries,
  storeReportSettings,
  sumSales,
  topCategories,
  topProducts,
} from './analytics-reports.queries.ts';

const DEFAULT_RANGE_DAYS = 30;

/** The range asked for, or the last 30 days to today in the store's time zone. */
function rangeOf(query: { from?: string; to?: string }, timeZone: string): DayRange {
  const to = query.to ?? (query.from && query.from > todayIn(timeZone) ? query.from : todayIn(timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return { from, to };
}

function averageOf(s: SalesSums): string {
  return s.orders === 0 ? '0.00' : formatMinor(Math.round((s.grossMinor - s.discountsMinor) / s.orders));
}

function rateOf(s: SalesSums): number {
  return s.orders === 0 ? 0 : Math.round((s.returningCustomerOrders / s.orders) * 10_000) / 10_000;
}

function totalsOf(s: SalesSums): SalesTotals {
  return {
    orders: s.orders,
    grossSales: formatMinor(s.grossMinor),
    discounts: formatMinor(s.discountsMinor),
    refunds: formatMinor(s.refundsMinor),
    netSales: formatMinor(s.netMinor),
    tax: formatMinor(s.taxMinor),
    shipping: formatMinor(s.shippingMinor),
    units: s.units,
    refundCount: s.refundCount,
    averageOrderValue: averageOf(s),
    newCustomerOrders: s.newCustomerOrders,
    returningCustomerOrders: s.returningCustomerOrders,
    returningCustomerRate: rateOf(s),
  };
}

function pointOf(s: SalesSums & { date: string }): SalesPoint {
  return {
    date: s.date,
    orders: s.orders,
    netSales: formatMinor(s.netMinor),
    grossSales: formatMinor(s.grossMinor),
    refunds: formatMinor(s.refundsMinor),
    averageOrderValue: averageOf(s),
    returningCustomerRate: rateOf(s),
  };
}

/** GET /api/admin/analytics/sales: totals and a series for the range, and the period before it. */
export async function getSalesReport(ctx: Ctx, query: AnalyticsSalesQuery): Promise<AnalyticsSales> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const db = readDb(ctx);
  const { currency, timeZone } = await storeReportSettings(db, tenantId);
  const range = rangeOf(query, timeZone);
  const before = previousPeriod(range);
  const compare = query.compare === 'previous';
  const [totals, series, previousTotals, previousSeries] = await Promise.all([
    sumSales(db, tenantId, range),
    salesSeries(db, tenantId, range, query.interval),
    compare ? sumSales(db, tenantId, before) : null,
    compare ? salesSeries(db, tenantId, before, query.interval) : null,
  ]);
  return {
    currency,
    timeZone,
    ...range,
    interval: query.interval,
    totals: totalsOf(totals),
    series: series.map(pointOf),
    previous:
      previousTotals && previousSeries
        ? { ...before, totals: totalsOf(previousTotals), series: previousSeries.map(pointOf) }
        : null,
  };
}

/** GET /api/admin/analytics/products: top products and categories, and the discount codes used. */
export async function getProductsReport(ctx: Ctx, query: AnalyticsProductsQuery): Promise<AnalyticsProducts> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const db = readDb(ctx);
  const { currency, timeZone } = await storeReportSettings(db, tenantId);
  const range = rangeOf(query, timeZone);
  const top = { ...range, limit: query.limit, sort: query.sort };
  const [products, categories, codes] = await Promise.all([
    topProducts(db, tenantId, top),
    topCategories(db, tenantId, top),
    discountCodeUsage(db, tenantId, { ...range, limit: query.limit }),
  ]);
  return {
    currency,
    timeZone,
    ...range,
    products: products.map((p) => ({
      productId: p.productId === 0 ? null : p.productId,
      name: p.name,
      units: p.units,
      netSales: formatMinor(p.netMinor),
    })),
    categories: categories.map((c) => ({
      category: c.category,
      units: c.units,
      netSales: formatMinor(c.netMinor),
    })),
    discountCodes: codes.map((c) => ({
      code: c.code,
      orders: c.orders,
      discounts: formatMinor(c.discountMinor),
    })),
  };
}

/**
 * The operator's figures across stores (the platform dashboard), from the same rollups: net sales
 * per currency, orders, stores with orders, the top ten stores, and new stores per month over the
 * last twelve. The range defaults to the last 30 days (UTC dates: each store's rows are its own days).
 */
export async function platformSalesFigures(
  ctx: Ctx,
  query: { from?: string; to?: string },
): Promise<PlatformSales> {
  const range = rangeOf(query, 'UTC');
  const db = platformReadDb(ctx);
  const today = todayIn('UTC');
  const months = { since: firstOfMonthBefore(today, 11), until: firstOfMonthBefore(today, 0) };
  const [totals, top, newStores] = await Promise.all([
    platformTotals(db, range),
    platformTopStores(db, { ...range, limit: 10 }),
    newStoresByMonth(db, months),
  ]);
  return {
    ...range,
    gmv: totals.gmv.map((g) => ({ currency: g.currency, amount: formatMinor(g.netMinor) })),
    orders: totals.orders,
    activeStores: totals.activeStores,
    topStores: top.map(({ netMinor, ...s }) => ({ ...s, netSales: formatMinor(netMinor) })),
    newStoresByMonth: newStores,
  };
}
