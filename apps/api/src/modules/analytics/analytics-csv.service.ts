// The Reports screen's CSV downloads (ADR 0082): the sales and products reports' lines, with the
// currency on every line.
import type { AnalyticsRangeQuery, AnalyticsSalesQuery } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { getProductsReport, getSalesReport } from './analytics-reports.service.ts';

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
