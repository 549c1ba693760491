// Reports in the store's base currency (docs/decisions/0105, 0106): a GBP store with one order in
// GBP and one in EUR at the order's stored rate 1.25. The Reports calls, the rollup rebuild, the
// dashboard and the customers' total spent give the GBP sums of each order converted once, half up
// (toBaseAmount), and a later change of the store's EUR rate changes none of them. The OSS return
// stays in each order's own currency. The SQL conversion equals toBaseAmount, halves included.
import { minorToDecimal, quarterOf, toBaseAmount, todayIn } from '@storefleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCtx } from '../../../test/app.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { tenantCtx } from '../../context.ts';
import { baseAmountSql } from '../../db/base-amount.ts';
import { orderItems, orders, tenants } from '../../db/schema/index.ts';
import { addProduct, writeOrder, writeRefund } from './analytics.test-support.ts';
import { foldSalesEvents } from './analytics-rollups.service.ts';
import { rebuildWholeHistory } from './analytics-time-zone.service.ts';

const stores = useTwoStores('reports-currency', {
  users: ({ a, b }) => ({
    a: { username: 'reports-currency-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'reports-currency-b', password: 'owner-b-pass', memberOf: [b] },
  }),
});
const { call } = stores;
const eur = (minor: number) => toBaseAmount(minor, 'EUR', 'GBP', '1.25');
const gbp = (minor: number) => minorToDecimal(minor, 'GBP');
const TZ = 'Europe/London';
// Fixed hours of recent days: inside the dashboard's 30 days and the reports' range.
const daysAgo = (n: number) => {
  const at = new Date(Date.now() - n * 86_400_000);
  at.setUTCHours(11, 0, 0, 0);
  return at;
};
const placedGbp = daysAgo(4);
const placedEur = daysAgo(3);
const refundedAt = daysAgo(2);
const range = `from=${todayIn(TZ, placedGbp)}&to=${todayIn(TZ, refundedAt)}`;

// The EUR order: a tee at 19.99 €, three mugs at 8.35 €, 1.01 € off (shared 44 / 57 over the lines),
// 4.99 € shipping and 3.33 € VAT; one tee refunded. Each amount converted once, at 1.25, half up.
const EUR_TEE = 1999;
const EUR_MUGS = 3 * 835;
const EUR_DISCOUNT = 101;
const gbpGross = 2 * 1500;
const expected = {
  gross: gbpGross + eur(EUR_TEE) + eur(EUR_MUGS),
  discounts: eur(EUR_DISCOUNT),
  refunds: eur(EUR_TEE),
  tax: 500 + eur(333),
  shipping: 400 + eur(499),
  teeNet: gbpGross + eur(EUR_TEE - 44) - eur(EUR_TEE),
  mugNet: eur(EUR_MUGS - 57),
};

beforeAll(async () => {
  const { t, a, b } = stores;
  const enabled = await call('PUT', '/api/admin/currencies/EUR', 'a', { rate: '1.25' });
  expect(enabled.statusCode).toBe(200);
  const tee = await addProduct(t.db, a, 'Tee', 'Clothing');
  const mug = await addProduct(t.db, a, 'Mug', 'Kitchen');
  await writeOrder(t.db, a, {
    email: 'ann@example.com',
    createdAt: placedGbp,
    lines: [{ productId: tee.id, name: 'Tee', quantity: 2, priceMinor: 1500 }],
    shippingMinor: 400,
    vatMinor: 500,
    paid: true,
  });
  const inEuros = await writeOrder(t.db, a, {
    email: 'ann@example.com',
    createdAt: placedEur,
    lines: [
      { productId: tee.id, name: 'Tee', quantity: 1, priceMinor: EUR_TEE },
      { productId: mug.id, name: 'Mug', quantity: 3, priceMinor: 835 },
    ],
    discountMinor: EUR_DISCOUNT,
    shippingMinor: 499,
    vatMinor: 333,
    paid: true,
    currency: 'EUR',
    exchangeRate: '1.25',
  });
  expect(inEuros.items.map((i) => i.discountMinor)).toEqual([44, 57]);
  await writeRefund(t.db, a, {
    orderId: inEuros.order.id,
    itemId: inEuros.items[0]!.id,
    quantity: 1,
    amountMinor: EUR_TEE,
    at: refundedAt,
  });
  // What the refund path records on the order, and the One-Stop Shop's fields of a French order.
  await t.db
    .update(orders)
    .set({
      refundedMinor: EUR_TEE,
      paymentStatus: 'partially_refunded',
      taxReason: 'oss',
      taxCountry: 'FR',
      shippingVatMinor: 83,
      shippingTaxRateBp: 2000,
    })
    .where(eq(orders.id, inEuros.order.id));
  await t.db
    .update(orderItems)
    .set({ taxRateBp: 2000, vatMinor: 125 })
    .where(eq(orderItems.orderId, inEuros.order.id));
  // Store B (base currency EUR)'s own sale, which store A's figures never include.
  await t.db.update(tenants).set({ currency: 'EUR' }).where(eq(tenants.id, b));
  await writeOrder(t.db, b, {
    email: 'bea@example.com',
    createdAt: placedEur,
    lines: [{ productId: null, name: 'Bike', quantity: 1, priceMinor: 99_900 }],
    paid: true,
    currency: 'EUR',
  });
  await foldSalesEvents(testCtx(t));
});

async function figures() {
  const sales = await call('GET', `/api/admin/analytics/sales?${range}&interval=day`, 'a');
  const products = await call('GET', `/api/admin/analytics/products?${range}`, 'a');
  const dashboard = await call('GET', '/api/admin/dashboard-stats?range=30d', 'a');
  const customers = await call('GET', '/api/admin/customers?search=ann', 'a');
  const orderStats = await call('GET', '/api/orders/stats', 'a');
  for (const res of [sales, products, dashboard, customers, orderStats]) expect(res.statusCode).toBe(200);
  return {
    orderStats: orderStats.json(),
    sales: sales.json(),
    products: products.json(),
    dashboard: dashboard.json(),
    customers: customers.json(),
  };
}

describe('reports in the base currency, each order at its own rate', () => {
  it('converts the EUR order at 1.25 before summing: the rollups give exact pence', async () => {
    const { sales, products } = await figures();
    // 19.99 € → £15.99 (15.992), 25.05 € → £20.04, 1.01 € off → £0.81, shipping 4.99 € → £3.99.
    expect(expected).toMatchObject({ gross: 6603, discounts: 81, refunds: 1599, shipping: 799, tax: 766 });
    expect(sales.currency).toBe('GBP');
    expect(sales.totals).toMatchObject({
      orders: 2,
      grossSales: gbp(expected.gross),
      discounts: gbp(expected.discounts),
      refunds: gbp(expected.refunds),
      netSales: gbp(expected.gross - expected.discounts - expected.refunds),
      tax: gbp(expected.tax),
      shipping: gbp(expected.shipping),
      units: 6,
      newCustomerOrders: 1,
      returningCustomerOrders: 1,
      // (66.03 − 0.81) ÷ 2
      averageOrderValue: '32.61',
    });
    const byDay = Object.fromEntries(sales.series.map((p: { date: string }) => [p.date, p]));
    expect(byDay[todayIn(TZ, placedGbp)]).toMatchObject({
      orders: 1,
      grossSales: '30.00',
      netSales: '30.00',
    });
    expect(byDay[todayIn(TZ, placedEur)]).toMatchObject({
      orders: 1,
      grossSales: gbp(eur(EUR_TEE) + eur(EUR_MUGS)),
      netSales: gbp(eur(EUR_TEE) + eur(EUR_MUGS) - expected.discounts),
      averageOrderValue: gbp(eur(EUR_TEE) + eur(EUR_MUGS) - expected.discounts),
    });
    expect(byDay[todayIn(TZ, refundedAt)]).toMatchObject({ orders: 0, refunds: '15.99', netSales: '-15.99' });
    expect(products.currency).toBe('GBP');
    expect(products.products).toEqual([
      { productId: expect.any(Number), name: 'Tee', units: 3, netSales: gbp(expected.teeNet) },
      { productId: expect.any(Number), name: 'Mug', units: 3, netSales: gbp(expected.mugNet) },
    ]);
    expect(products.categories).toEqual([
      { category: 'Clothing', units: 3, netSales: gbp(expected.teeNet) },
      { category: 'Kitchen', units: 3, netSales: gbp(expected.mugNet) },
    ]);
    expect(products.discountCodes).toEqual([{ code: 'SAVE10', orders: 1, discounts: '0.81' }]);
  });

  it("gives the dashboard's revenue and the customer's total spent in pounds, each order once", async () => {
    const { dashboard, customers, orderStats } = await figures();
    // £34.00 in pounds; (49.02 € − 19.99 € refunded) = 29.03 € → £23.22 (23.224).
    const eurRevenue = eur(4902 - EUR_TEE);
    expect(eurRevenue).toBe(2322);
    expect(dashboard.totalOrders).toBe(2);
    expect(dashboard.currency).toBe('GBP');
    expect(dashboard.totalRevenue).toBe(gbp(3400 + eurRevenue));
    expect(orderStats).toMatchObject({ totalOrders: 2, totalRevenue: gbp(3400 + eurRevenue) });
    const byDay = Object.fromEntries(dashboard.revenueByDay.map((d: { date: string }) => [d.date, d]));
    expect(byDay[placedGbp.toISOString().slice(0, 10)]).toMatchObject({ revenue: '34.00', orders: 1 });
    expect(byDay[placedEur.toISOString().slice(0, 10)]).toMatchObject({ revenue: '23.22', orders: 1 });
    // The recent activity names each order's own amount, in its own currency.
    const descriptions = dashboard.recentActivity.map((a: { description: string }) => a.description);
    expect(descriptions).toEqual([
      expect.stringMatching(/: €49\.02 \(/),
      expect.stringMatching(/: £34\.00 \(/),
    ]);
    expect(customers).toEqual([
      expect.objectContaining({
        email: 'ann@example.com',
        ordersCount: 2,
        totalSpent: gbp(3400 + eurRevenue),
      }),
    ]);
  });

  it("changes no figure when the store's EUR rate changes afterwards, nor when the rollups are rebuilt", async () => {
    const before = await figures();
    const changed = await call('PUT', '/api/admin/currencies/EUR', 'a', { rate: '2' });
    expect(changed.statusCode).toBe(200);
    await rebuildWholeHistory(tenantCtx(testCtx(stores.t), stores.a));
    await foldSalesEvents(testCtx(stores.t));
    const after = await figures();
    expect(after.sales).toEqual(before.sales);
    expect(after.products).toEqual(before.products);
    expect(after.dashboard.totalRevenue).toBe(before.dashboard.totalRevenue);
    expect(after.dashboard.revenueByDay).toEqual(before.dashboard.revenueByDay);
    expect(after.customers).toEqual(before.customers);
    expect(after.orderStats).toEqual(before.orderStats);
    expect(after.sales.totals.grossSales).toBe(gbp(expected.gross));
  });

  it("gives a store whose base currency is EUR its figures in euros, and none of the other store's", async () => {
    const dashboard = (await call('GET', '/api/admin/dashboard-stats?range=30d', 'b')).json();
    expect(dashboard).toMatchObject({ currency: 'EUR', totalOrders: 1, totalRevenue: '999.00' });
    const sales = (await call('GET', `/api/admin/analytics/sales?${range}`, 'b')).json();
    expect(sales).toMatchObject({ currency: 'EUR', totals: { orders: 1, grossSales: '999.00' } });
    const csv = await call('GET', '/api/admin/customers/export', 'b');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Customer ID,Name,Email,Orders,Total spent (EUR),Last order,Account status',
    );
    expect(csv.body).toContain(',bea@example.com,1,999.00,');
    const refused = await call('GET', `/api/admin/dashboard-stats?tenantId=${stores.a}`, 'b');
    expect(refused.statusCode).toBe(403);
  });

  it("keeps the One-Stop Shop return in each order's own currency: no EUR rate is applied to it", async () => {
    const quarter = quarterOf(placedEur);
    const res = await call('GET', `/api/admin/analytics/oss.csv?quarter=${quarter}`, 'a');
    expect(res.statusCode).toBe(200);
    // The French order's lines (19.99 − 0.44 + 25.05 − 0.57) and its shipping 4.99, VAT included,
    // less the VAT 3.33: in euros, as recorded.
    expect(res.body.split('\r\n')).toEqual([
      'quarter,country,country_name,currency,vat_rate,net,vat',
      `${quarter},FR,France,EUR,20%,45.69,3.33`,
      '',
    ]);
  });
});

describe('the SQL conversion', () => {
  it('equals toBaseAmount on both databases: halves up, signs, and currencies of 0, 2 and 3 digits', async () => {
    const cases: [number, string, string, string][] = [
      [1999, 'EUR', 'GBP', '1.25'],
      [125, 'EUR', 'GBP', '2.5'],
      [-125, 'EUR', 'GBP', '2.5'],
      [3, 'USD', 'GBP', '2'],
      [-3, 'USD', 'GBP', '2'],
      [1, 'USD', 'GBP', '2'],
      [187_500, 'JPY', 'GBP', '187.5'],
      [188, 'JPY', 'GBP', '187.5'],
      [1000, 'GBP', 'JPY', '0.005333'],
      [1250, 'KWD', 'GBP', '0.38'],
      [99_999_999_999, 'EUR', 'GBP', '1.16500001'],
      [1234, 'GBP', 'GBP', '1'],
      [1234, 'EUR', 'EUR', '1'],
      [0, 'EUR', 'GBP', '1.165'],
    ];
    for (const [minor, from, base, rate] of cases) {
      const result = (await stores.t.db.execute(
        sql`select ${baseAmountSql(sql`${minor}::bigint`, sql`${from}::text`, sql`${base}::text`, sql`${rate}::numeric(17, 8)`)}::text as minor`,
      )) as { rows: { minor: string }[] };
      expect({ minor, from, base, rate, result: Number(result.rows[0]?.minor) }).toEqual({
        minor,
        from,
        base,
        rate,
        result: toBaseAmount(minor, from, base, rate),
      });
    }
    expect(toBaseAmount(125, 'EUR', 'GBP', '2.5')).toBe(50);
    expect(toBaseAmount(3, 'USD', 'GBP', '2')).toBe(2);
    expect(toBaseAmount(-3, 'USD', 'GBP', '2')).toBe(-2);
  });
});
