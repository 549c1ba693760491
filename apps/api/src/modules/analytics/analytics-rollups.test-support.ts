// Checks of the daily rollup tests (analytics-rollups.test.ts): a store's rows read back, and the
// sums every reader of the rollups relies on (the platform's days, the stores' months, the
// operator's figures, the breakdowns) compared with a direct computation over sales_daily.
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import {
  salesDaily,
  salesDailyCategories,
  salesDailyDiscounts,
  salesDailyProducts,
} from '../../db/schema/index.ts';
import type { ModelDay } from './analytics.test-support.ts';
import { platformTopStores, platformTotals } from './analytics-reports.queries.ts';

/** The store's daily rows, by day. */
export async function rowsOf(db: Db, tenantId: number) {
  return db.select().from(salesDaily).where(eq(salesDaily.tenantId, tenantId)).orderBy(asc(salesDaily.day));
}

/** Every rollup row of the store, the breakdowns too, in a fixed order. */
export async function allRowsOf(db: Db, tenantId: number) {
  const by = <T extends { day: string }>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    days: await rowsOf(db, tenantId),
    products: by(await db.select().from(salesDailyProducts).where(eq(salesDailyProducts.tenantId, tenantId))),
    categories: by(
      await db.select().from(salesDailyCategories).where(eq(salesDailyCategories.tenantId, tenantId)),
    ),
    discounts: by(
      await db.select().from(salesDailyDiscounts).where(eq(salesDailyDiscounts.tenantId, tenantId)),
    ),
  };
}

/**
 * The platform's days and the stores' months (ADR 0091) equal the sums of `sales_daily` over every
 * store, whatever wrote it: rows whose store days are all gone count nothing.
 */
export async function expectPlatformSumsMatch(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  expect(
    await rows(sql`select day::text, currency, store_days, orders, gross_minor::text, net_minor::text
      from sales_platform_daily where store_days <> 0 or orders <> 0 or net_minor <> 0 or gross_minor <> 0
      order by day, currency`),
  ).toEqual(
    await rows(sql`select day::text, currency, count(*)::int as store_days, sum(orders)::int as orders,
      sum(gross_minor)::text as gross_minor, sum(net_minor)::text as net_minor
      from sales_daily group by day, currency order by day, currency`),
  );
  expect(
    await rows(sql`select tenant_id, month::text, currency, store_days, orders, net_minor::text
      from sales_monthly where store_days <> 0 or orders <> 0 or net_minor <> 0
      order by tenant_id, month, currency`),
  ).toEqual(
    await rows(sql`select tenant_id, date_trunc('month', day)::date::text as month, currency,
      count(*)::int as store_days, sum(orders)::int as orders, sum(net_minor)::text as net_minor
      from sales_daily group by 1, 2, 3 order by 1, 2, 3`),
  );
}

/** The operator's figures over ranges with and without whole months equal sums of `sales_daily`. */
export async function expectOperatorFiguresMatch(db: Db) {
  for (const [from, to] of [
    ['2024-03-01', '2024-04-30'],
    ['2024-03-15', '2024-04-02'],
    ['2024-03-31', '2024-04-01'],
    ['2024-02-10', '2024-05-20'],
  ] as const) {
    const direct = (
      (await db.execute(sql`select tenant_id as "tenantId", sum(net_minor)::text as net,
        sum(orders)::int as orders from sales_daily where day between ${from}::date and ${to}::date
        group by tenant_id order by sum(net_minor) desc, tenant_id`)) as {
        rows: { tenantId: number; net: string; orders: number }[];
      }
    ).rows;
    const top = await platformTopStores(db, { from, to, limit: 10_000 });
    expect(
      top.map((r) => ({ tenantId: r.tenantId, net: String(r.netMinor), orders: r.orders })),
      `${from}..${to}`,
    ).toEqual(direct);
    const totals = await platformTotals(db, { from, to });
    expect(totals.orders).toBe(direct.reduce((n, r) => n + r.orders, 0));
    expect(totals.activeStores).toBe(direct.filter((r) => r.orders > 0).length);
    expect(totals.gmv.reduce((n, g) => n + g.netMinor, 0)).toBe(
      direct.reduce((n, r) => n + Number(r.net), 0),
    );
  }
}

export function asModel(rows: Awaited<ReturnType<typeof rowsOf>>): Map<string, ModelDay> {
  return new Map(
    rows.map((r) => [
      r.day,
      {
        orders: r.orders,
        grossMinor: r.grossMinor,
        discountsMinor: r.discountsMinor,
        refundsMinor: r.refundsMinor,
        netMinor: r.netMinor,
        units: r.units,
        newCustomerOrders: r.newCustomerOrders,
        returningCustomerOrders: r.returningCustomerOrders,
      },
    ]),
  );
}

/** Per day, the product rows and the category rows each add up to the day's net sales. */
export async function expectBreakdownsAddUp(db: Db, tenantId: number) {
  const days = await rowsOf(db, tenantId);
  const productRows = await db
    .select()
    .from(salesDailyProducts)
    .where(eq(salesDailyProducts.tenantId, tenantId));
  const categoryRows = await db
    .select()
    .from(salesDailyCategories)
    .where(eq(salesDailyCategories.tenantId, tenantId));
  for (const day of days) {
    const net = (rows: { day: string; netMinor: number }[]) =>
      rows.filter((r) => r.day === day.day).reduce((s, r) => s + r.netMinor, 0);
    expect(net(productRows)).toBe(day.netMinor);
    expect(net(categoryRows)).toBe(day.netMinor);
  }
}
