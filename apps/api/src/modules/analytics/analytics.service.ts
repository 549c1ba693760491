// The store's figures (ADR 0082): the fold that keeps the daily rollups as orders happen, the
// rebuild of a store's range, and the reports read from the rollups (never from `orders`).
import {
  type AnalyticsProducts,
  type AnalyticsProductsQuery,
  type AnalyticsRangeQuery,
  type AnalyticsSales,
  type AnalyticsSalesQuery,
  addDays,
  firstOfMonthBefore,
  formatMinor,
  isRealDay,
  type PlatformSales,
  previousPeriod,
  type SalesPoint,
  type SalesTotals,
  type StoreTimeZone,
} from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb, platformReadDb, readDb } from '../../context.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import {
  advanceCursor,
  daysTouchedAfter,
  lockCursor,
  lockStoreRollups,
  rebuildStoresRange,
  recomputeStoreDays,
} from './analytics-fold.queries.ts';
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

export const FOLD_SALES_JOB = 'analytics.fold';
/** Rebuilds one store's whole history (payload `{ tenantId }`): after its time zone changes. */
export const REBUILD_SALES_JOB = 'analytics.rebuild';
/** Every minute: a new order shows in the reports within about a minute. */
export const FOLD_SALES_CRON = '* * * * *';
const CURSOR = 'sales';
const FOLD_BATCH = 5000;
const FOLD_LOOKBACK_IDS = 1000;
const DEFAULT_RANGE_DAYS = 30;

/** Today's date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Folds the order events written since the last fold into the rollups, in one transaction on the
 * platform path: the cursor row is locked first (a second fold waits, then starts after it), every
 * touched store day is recomputed whole, and the cursor moves in the same commit. A fold that fails
 * moves nothing; one run twice recomputes the same rows. Returns how many store days it refolded.
 */
export async function foldSalesEvents(
  ctx: Pick<Ctx, 'scopes'>,
  input: { batch?: number } = {},
): Promise<{ days: number; lastEventId: number }> {
  return platformDb(ctx).transaction(async (tx) => {
    const cursor = await lockCursor(tx, CURSOR);
    const touched = await daysTouchedAfter(tx, {
      cursor,
      batch: input.batch ?? FOLD_BATCH,
      lookback: FOLD_LOOKBACK_IDS,
    });
    // Every touched store day at once, in set-based statements (ADR 0091).
    if (touched.days.length > 0) {
      await lockStoreRollups(
        tx,
        touched.days.map((d) => d.tenantId),
      );
      await recomputeStoreDays(tx, touched.days);
    }
    if (touched.lastEventId !== cursor) await advanceCursor(tx, CURSOR, touched.lastEventId);
    return { days: touched.days.length, lastEventId: touched.lastEventId };
  });
}

/**
 * Rebuilds the acting store's rollups from `from` to `to` (YYYY-MM-DD in its time zone, both
 * counted) from its orders and refunds: the rows of the range are deleted and every day with an
 * order or a refund recomputed, in one transaction. For data written around the fold (a demo seed,
 * an import) or after a time zone change; rebuilding twice gives the same rows.
 */
export async function rebuildSalesRollups(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  input: { from: string; to: string },
): Promise<{ days: number }> {
  const tenantId = actingTenant(ctx);
  if (!isRealDay(input.from) || !isRealDay(input.to) || input.from > input.to) {
    throw new BadRequestError('Give from and to as dates (YYYY-MM-DD), from on or before to');
  }
  return ctx.db.transaction(async (tx) => {
    await lockStoreRollups(tx, tenantId);
    return rebuildStoresRange(tx, { tenantIds: [tenantId], ...input });
  });
}

/**
 * The same for many stores at once on the platform path, in one transaction of set-based
 * statements (every store's days together): the demo's history at start-up, a benchmark's seed.
 */
export async function rebuildStoresSalesRollups(
  ctx: Pick<Ctx, 'scopes'>,
  input: { tenantIds: number[]; from: string; to: string },
): Promise<{ days: number }> {
  if (!isRealDay(input.from) || !isRealDay(input.to) || input.from > input.to) {
    throw new BadRequestError('Give from and to as dates (YYYY-MM-DD), from on or before to');
  }
  return platformDb(ctx).transaction(async (tx) => {
    await lockStoreRollups(tx, input.tenantIds);
    return rebuildStoresRange(tx, input);
  });
}

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

const line = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** sales.csv: one line per bucket, with the currency on every line. */
export async function salesCsv(ctx: Ctx, query: AnalyticsSalesQuery): Promise<string> {
  const report = await getSalesReport(ctx, { ...query, compare: 'none' });
  return (
    line([
      'date',
      'currency',
      'orders',
      'gross_sales',
      'refunds',
      'net_sales',
      'average_order_value',
      'returning_customer_rate',
    ]) +
    report.series
      .map((p) =>
        line([
          p.date,
          report.currency,
          p.orders,
          p.grossSales,
          p.refunds,
          p.netSales,
          p.averageOrderValue,
          p.returningCustomerRate,
        ]),
      )
      .join('')
  );
}

/** products.csv, categories.csv, discounts.csv: the same report's lists, up to 100 lines each. */
export async function productsCsv(
  ctx: Ctx,
  input: { query: AnalyticsRangeQuery; list: 'products' | 'categories' | 'discounts' },
): Promise<string> {
  const report = await getProductsReport(ctx, { ...input.query, limit: 100, sort: 'netSales' });
  const c = report.currency;
  if (input.list === 'products') {
    return (
      line(['product', 'currency', 'units', 'net_sales']) +
      report.products.map((p) => line([p.name, c, p.units, p.netSales])).join('')
    );
  }
  if (input.list === 'categories') {
    return (
      line(['category', 'currency', 'units', 'net_sales']) +
      report.categories.map((p) => line([p.category || 'Uncategorised', c, p.units, p.netSales])).join('')
    );
  }
  return (
    line(['code', 'currency', 'orders', 'discounts']) +
    report.discountCodes.map((p) => line([p.code, c, p.orders, p.discounts])).join('')
  );
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

/** GET /api/admin/store-time-zone: the time zone the store's days are counted in. */
export async function getStoreTimeZone(ctx: Ctx, query: { tenantId?: number }): Promise<StoreTimeZone> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  return { timeZone: (await storeReportSettings(ctx.db, tenantId)).timeZone };
}

/**
 * PUT /api/admin/store-time-zone: a new IANA time zone for the store's days. Its rollups are then
 * rebuilt for its whole history by a job (queued once per store), as the days' edges moved.
 */
export async function setStoreTimeZone(
  ctx: Ctx,
  input: { requestedTenantId?: number; timeZone: string },
): Promise<StoreTimeZone> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.requestedTenantId, write: true });
  if (!isTimeZone(input.timeZone)) {
    throw new BadRequestError('Time zone must be a name from the IANA list, such as Europe/London');
  }
  const timeZone = new Intl.DateTimeFormat('en', { timeZone: input.timeZone }).resolvedOptions().timeZone;
  const before = (await storeReportSettings(ctx.db, tenantId)).timeZone;
  if (timeZone !== before) {
    await ctx.db.transaction(async (tx) => {
      await updateTenantSettings({ ...ctx, db: tx }, { timeZone });
      await enqueueJob(
        { db: tx },
        {
          name: REBUILD_SALES_JOB,
          payload: { tenantId },
          key: `${REBUILD_SALES_JOB}:${tenantId}`,
          delayMs: 1000,
        },
      );
    });
  }
  return { timeZone };
}

/** The job's work: the acting store's rollups rebuilt from its first day to tomorrow. */
export async function rebuildWholeHistory(ctx: Pick<Ctx, 'db' | 'tenantId'>): Promise<{ days: number }> {
  const { timeZone } = await storeReportSettings(ctx.db, actingTenant(ctx));
  return rebuildSalesRollups(ctx, { from: '2000-01-01', to: addDays(todayIn(timeZone), 1) });
}
