// Reading the rollups (ADR 0082): every report is an aggregate of `sales_daily*` rows over a range
// of the store's days, found by their primary keys; none reads `orders`.

import { addDays } from '@storefleet/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

export type DayRange = { from: string; to: string };

export type SalesSums = {
  orders: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  netMinor: number;
  taxMinor: number;
  shippingMinor: number;
  units: number;
  newCustomerOrders: number;
  returningCustomerOrders: number;
  refundCount: number;
};

const sums = sql`
  coalesce(sum(s.orders), 0)::int as orders,
  coalesce(sum(s.gross_minor), 0)::text as "grossMinor",
  coalesce(sum(s.discounts_minor), 0)::text as "discountsMinor",
  coalesce(sum(s.refunds_minor), 0)::text as "refundsMinor",
  coalesce(sum(s.net_minor), 0)::text as "netMinor",
  coalesce(sum(s.tax_minor), 0)::text as "taxMinor",
  coalesce(sum(s.shipping_minor), 0)::text as "shippingMinor",
  coalesce(sum(s.units), 0)::int as units,
  coalesce(sum(s.new_customer_orders), 0)::int as "newCustomerOrders",
  coalesce(sum(s.returning_customer_orders), 0)::int as "returningCustomerOrders",
  coalesce(sum(s.refund_count), 0)::int as "refundCount"`;

const MONEY_KEYS = [
  'grossMinor',
  'discountsMinor',
  'refundsMinor',
  'netMinor',
  'taxMinor',
  'shippingMinor',
] as const;

function toSums(row: Record<string, unknown>): SalesSums {
  const out = { ...row } as Record<string, unknown>;
  for (const key of MONEY_KEYS) out[key] = Number(row[key] ?? 0);
  return out as SalesSums;
}

export async function sumSales(db: Db, tenantId: number, range: DayRange): Promise<SalesSums> {
  const result = (await db.execute(sql`
    select ${sums} from sales_daily s
    where s.tenant_id = ${tenantId} and s.day between ${range.from}::date and ${range.to}::date`)) as {
    rows: Record<string, unknown>[];
  };
  return toSums(result.rows[0] ?? {});
}

/** One row per bucket (day, week from Monday, or calendar month) from the range's first, empty ones too. */
export async function salesSeries(
  db: Db,
  tenantId: number,
  range: DayRange,
  interval: 'day' | 'week' | 'month',
): Promise<(SalesSums & { date: string })[]> {
  const unit = sql.raw(`'${interval}'`);
  const result = (await db.execute(sql`
    with b as (
      select g::date as bucket
      from generate_series(date_trunc(${unit}, ${range.from}::date), ${range.to}::date, ${sql.raw(`'1 ${interval}'`)}::interval) as g
    )
    select b.bucket::text as date, ${sums}
    from b left join sales_daily s
      on s.tenant_id = ${tenantId} and s.day between ${range.from}::date and ${range.to}::date
        and date_trunc(${unit}, s.day)::date = b.bucket
    group by b.bucket order by b.bucket`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({ ...toSums(row), date: String(row.date) }));
}

export async function topProducts(
  db: Db,
  tenantId: number,
  input: DayRange & { limit: number; sort: 'netSales' | 'units' },
): Promise<{ productId: number; name: string; units: number; netMinor: number }[]> {
  const order = input.sort === 'units' ? sql`units desc, "netMinor" desc` : sql`"netMinor" desc, units desc`;
  const result = (await db.execute(sql`
    select product_id as "productId", max(product_name) as name, sum(units)::int as units,
      sum(net_minor)::text as "netMinor"
    from sales_daily_products
    where tenant_id = ${tenantId} and day between ${input.from}::date and ${input.to}::date
    group by product_id, case when product_id = 0 then product_name end
    order by ${order}, name limit ${input.limit}`)) as {
    rows: { productId: number; name: string; units: number; netMinor: string }[];
  };
  return result.rows.map((r) => ({ ...r, netMinor: Number(r.netMinor) }));
}

export async function topCategories(
  db: Db,
  tenantId: number,
  input: DayRange & { limit: number; sort: 'netSales' | 'units' },
): Promise<{ category: string; units: number; netMinor: number }[]> {
  const order = input.sort === 'units' ? sql`units desc, "netMinor" desc` : sql`"netMinor" desc, units desc`;
  const result = (await db.execute(sql`
    select category, sum(units)::int as units, sum(net_minor)::text as "netMinor"
    from sales_daily_categories
    where tenant_id = ${tenantId} and day between ${input.from}::date and ${input.to}::date
    group by category order by ${order}, category limit ${input.limit}`)) as {
    rows: { category: string; units: number; netMinor: string }[];
  };
  return result.rows.map((r) => ({ ...r, netMinor: Number(r.netMinor) }));
}

export async function discountCodeUsage(
  db: Db,
  tenantId: number,
  input: DayRange & { limit: number },
): Promise<{ code: string; orders: number; discountMinor: number }[]> {
  const result = (await db.execute(sql`
    select code, sum(orders)::int as orders, sum(discount_minor)::text as "discountMinor"
    from sales_daily_discounts
    where tenant_id = ${tenantId} and day between ${input.from}::date and ${input.to}::date
    group by code order by orders desc, code limit ${input.limit}`)) as {
    rows: { code: string; orders: number; discountMinor: string }[];
  };
  return result.rows.map((r) => ({ ...r, discountMinor: Number(r.discountMinor) }));
}

/** The store's currency and time zone. */
export async function storeReportSettings(
  db: Db,
  tenantId: number,
): Promise<{ currency: string; timeZone: string }> {
  const result = (await db.execute(
    sql`select currency, time_zone as "timeZone" from tenants where id = ${tenantId}`,
  )) as { rows: { currency: string; timeZone: string }[] };
  return result.rows[0] ?? { currency: 'GBP', timeZone: 'Europe/London' };
}

/** The range cut into its whole calendar months and the days before and after them. */
export function wholeMonthsOf(range: DayRange): {
  months: DayRange | null;
  days: DayRange[];
} {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonth(range.from);
  const afterWhole = `${addDays(range.to, 1).slice(0, 7)}-01`;
  if (firstWhole >= afterWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (afterWhole <= range.to) days.push({ from: afterWhole, to: range.to });
  return { months: { from: firstWhole, to: addDays(afterWhole, -1) }, days };
}

function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * Each store's net sales and orders over a range, from its whole months in `sales_monthly` and the
 * days outside them from `sales_daily` (both by index alone): about twelve rows a store for a year.
 */
function storeSums(range: DayRange) {
  const { months, days } = wholeMonthsOf(range);
  const parts = [
    ...(months
      ? [
          sql`select tenant_id, orders, net_minor from sales_monthly
            where month between ${months.from}::date and ${months.to}::date and store_days > 0`,
        ]
      : []),
    ...days.map(
      (d) => sql`select tenant_id, orders, net_minor from sales_daily
        where day between ${d.from}::date and ${d.to}::date`,
    ),
  ];
  return sql`parts as (${sql.join(parts, sql` union all `)})`;
}

/** Across stores (the platform path): net sales per currency, orders, stores with orders. */
export async function platformTotals(
  db: Db,
  range: DayRange,
): Promise<{ gmv: { currency: string; netMinor: number }[]; orders: number; activeStores: number }> {
  const byCurrency = (await db.execute(sql`
    select currency, sum(net_minor)::text as "netMinor", sum(orders)::int as orders
    from sales_platform_daily
    where day between ${range.from}::date and ${range.to}::date and store_days > 0
    group by currency order by currency`)) as {
    rows: { currency: string; netMinor: string; orders: number }[];
  };
  const active = (await db.execute(sql`
    with ${storeSums(range)}
    select count(distinct tenant_id) filter (where orders > 0)::int as stores from parts`)) as {
    rows: { stores: number }[];
  };
  return {
    gmv: byCurrency.rows.map((r) => ({ currency: r.currency, netMinor: Number(r.netMinor) })),
    orders: byCurrency.rows.reduce((n, r) => n + r.orders, 0),
    activeStores: active.rows[0]?.stores ?? 0,
  };
}

export async function platformTopStores(
  db: Db,
  input: DayRange & { limit: number },
): Promise<{ tenantId: number; name: string; currency: string; netMinor: number; orders: number }[]> {
  const result = (await db.execute(sql`
    with ${storeSums(input)},
    top as (
      select tenant_id, sum(net_minor) as net, sum(orders)::int as orders from parts
      group by tenant_id order by net desc, tenant_id limit ${input.limit}
    )
    select top.tenant_id as "tenantId", t.name, t.currency, top.net::text as "netMinor", top.orders
    from top join tenants t on t.id = top.tenant_id order by top.net desc, top.tenant_id`)) as {
    rows: { tenantId: number; name: string; currency: string; netMinor: string; orders: number }[];
  };
  return result.rows.map((r) => ({ ...r, netMinor: Number(r.netMinor) }));
}

/**
 * Stores created per calendar month (UTC) from `since` to `until` (the firsts of two months, both
 * counted), empty months too. Both come from the caller's one clock, not the database's `now()`.
 */
export async function newStoresByMonth(
  db: Db,
  { since, until }: { since: string; until: string },
): Promise<{ month: string; stores: number }[]> {
  const result = (await db.execute(sql`
    with m as (
      select g::date as month from generate_series(${since}::date, ${until}::date, interval '1 month') as g
    )
    select to_char(m.month, 'YYYY-MM') as month, count(t.id)::int as stores
    from m left join tenants t
      on t.created_at >= (m.month::timestamp at time zone 'UTC')
        and t.created_at < ((m.month + interval '1 month')::timestamp at time zone 'UTC')
    group by m.month order by m.month`)) as { rows: { month: string; stores: number }[] };
  return result.rows;
}
