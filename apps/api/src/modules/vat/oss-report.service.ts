// GET /api/admin/analytics/oss.csv?quarter=2026-Q3 (docs/decisions/0101): the One-Stop Shop return
// of a quarter, per EU country and rate: the net sales and the VAT charged, from what each order
// recorded at checkout (never recomputed). Orders placed in the quarter (UTC) and paid; a refund
// does not change a line here (the credit note is the correction the owner declares). Each row is in
// the currency its orders were charged in, with that currency's minor digits, never converted: the
// store's rates are its own price list, not the European Central Bank's rate the return is declared
// at (docs/decisions/0106).
import {
  countryName,
  formatTaxRate,
  minorToDecimal,
  type OssReportQuery,
  quarterBounds,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { listOssOrderLines, type OssOrderLine } from './oss-report.queries.ts';

export type OssRow = {
  country: string;
  currency: string;
  rateBp: number;
  netMinor: number;
  vatMinor: number;
};

/** The rows of the return: per country, currency and rate, net and VAT summed; by country, highest rate first. */
export function ossRows(lines: readonly OssOrderLine[]): OssRow[] {
  const rows = new Map<string, OssRow>();
  const add = (line: OssOrderLine, rateBp: number, paidMinor: number, vatMinor: number) => {
    const country = line.country ?? '';
    const key = `${country}|${line.currency}|${rateBp}`;
    const row = rows.get(key) ?? { country, currency: line.currency, rateBp, netMinor: 0, vatMinor: 0 };
    row.netMinor += line.pricesIncludeVat ? paidMinor - vatMinor : paidMinor;
    row.vatMinor += vatMinor;
    rows.set(key, row);
  };
  const shippingOf = new Map<number, { line: OssOrderLine; lineDiscounts: number }>();
  for (const line of lines) {
    add(
      line,
      line.lineRateBp ?? line.lineVatRate * 100,
      line.lineTotalMinor - line.lineDiscountMinor,
      line.lineVatMinor,
    );
    const order = shippingOf.get(line.orderId) ?? { line, lineDiscounts: 0 };
    order.lineDiscounts += line.lineDiscountMinor;
    shippingOf.set(line.orderId, order);
  }
  // Shipping once per order, less the share of the discount the lines did not take (ADR 0032).
  for (const { line, lineDiscounts } of shippingOf.values()) {
    if (line.shippingMinor <= 0) continue;
    const shippingDiscount = Math.max(0, line.orderDiscountMinor - lineDiscounts);
    add(
      line,
      line.shippingRateBp ?? line.shippingVatRate * 100,
      line.shippingMinor - shippingDiscount,
      line.shippingVatMinor,
    );
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.country.localeCompare(b.country) || a.currency.localeCompare(b.currency) || b.rateBp - a.rateBp,
  );
}

const line = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function ossReportCsv(ctx: Ctx, query: OssReportQuery): Promise<string> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  const { from, until } = quarterBounds(query.quarter);
  const lines = await listOssOrderLines(ctx.db, tenantId, {
    from: new Date(`${from}T00:00:00Z`),
    until: new Date(`${until}T00:00:00Z`),
  });
  return (
    line(['quarter', 'country', 'country_name', 'currency', 'vat_rate', 'net', 'vat']) +
    ossRows(lines)
      .map((row) =>
        line([
          query.quarter,
          row.country,
          row.country ? countryName(row.country) : '',
          row.currency,
          formatTaxRate(row.rateBp),
          minorToDecimal(row.netMinor, row.currency),
          minorToDecimal(row.vatMinor, row.currency),
        ]),
      )
      .join('')
  );
}
