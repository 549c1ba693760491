// The daily rollups (ADR 0082) against a direct computation over what was written: random
// sequences of orders, refunds and cancellations around a DST change, folded by the job in two
// steps; a rebuild gives identical rows; folding twice or three folds at once count once; one
// store's orders never reach another's rows; days follow the store's time zone.

import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testCtx } from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { salesDaily } from '../../db/schema/index.ts';
import {
  addProduct,
  cancelOrder,
  SalesModel,
  type TestOrder,
  writeOrder,
  writeRefund,
} from './analytics.test-support.ts';
import { wholeMonthsOf } from './analytics-reports.queries.ts';
import {
  foldSalesEvents,
  rebuildSalesRollups,
  rebuildStoresSalesRollups,
} from './analytics-rollups.service.ts';
import {
  allRowsOf,
  asModel,
  expectBreakdownsAddUp,
  expectOperatorFiguresMatch,
  expectPlatformSumsMatch,
  rowsOf,
} from './analytics-rollups.test-support.ts';

let t: TestApp;
let slug = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fold = () => foldSalesEvents(testCtx(t));

const HOUR = 3_600_000;
/** Saturday noon before the clocks go forward in London and New York's already moved (2024). */
const BASE = Date.UTC(2024, 2, 30, 12);

const orderArb = fc.record({
  email: fc.integer({ min: 0, max: 3 }),
  /** The same customer's e-mail as typed in capitals: returning is case-insensitive. */
  capitals: fc.boolean(),
  hours: fc.integer({ min: 0, max: 96 }),
  minutes: fc.integer({ min: 0, max: 59 }),
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      priceMinor: fc.integer({ min: 100, max: 5000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  discountMinor: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  paid: fc.boolean(),
});
const actionArb = fc.record({
  order: fc.nat(),
  kind: fc.constantFrom('refund', 'cancel'),
  laterHours: fc.integer({ min: 0, max: 60 }),
});

describe('the daily sales rollups', () => {
  it("cuts the operator's range into whole months and the days either side", () => {
    expect(wholeMonthsOf({ from: '2024-03-01', to: '2024-04-30' })).toEqual({
      months: { from: '2024-03-01', to: '2024-04-30' },
      days: [],
    });
    expect(wholeMonthsOf({ from: '2024-02-10', to: '2024-05-20' })).toEqual({
      months: { from: '2024-03-01', to: '2024-04-30' },
      days: [
        { from: '2024-02-10', to: '2024-02-29' },
        { from: '2024-05-01', to: '2024-05-20' },
      ],
    });
    expect(wholeMonthsOf({ from: '2024-03-15', to: '2024-04-02' })).toEqual({
      months: null,
      days: [{ from: '2024-03-15', to: '2024-04-02' }],
    });
    expect(wholeMonthsOf({ from: '2024-12-05', to: '2025-01-31' })).toEqual({
      months: { from: '2025-01-01', to: '2025-01-31' },
      days: [{ from: '2024-12-05', to: '2024-12-31' }],
    });
  });

  it('equal a direct computation over the orders for random orders, refunds and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata'),
        fc.array(orderArb, { minLength: 1, maxLength: 10 }),
        fc.array(actionArb, { maxLength: 6 }),
        async (timeZone, orderSpecs, actions) => {
          slug += 1;
          const store = (await createTenant(t.db, { slug: `rollup-${slug}`, timeZone })).id;
          const other = (await createTenant(t.db, { slug: `rollup-other-${slug}`, timeZone })).id;
          const catalogue = [
            await addProduct(t.db, store, 'Tee', 'Clothing'),
            await addProduct(t.db, store, 'Mug', 'Kitchen'),
            await addProduct(t.db, store, 'Poster', null),
          ];
          const model = new SalesModel(timeZone);
          const written: {
            order: Awaited<ReturnType<typeof writeOrder>>;
            spec: TestOrder;
            cancelled: boolean;
            refunded: number;
          }[] = [];
          for (const spec of orderSpecs) {
            const order: TestOrder = {
              email: spec.capitals ? `Shopper${spec.email}@Example.COM` : `shopper${spec.email}@example.com`,
              createdAt: new Date(BASE + spec.hours * HOUR + spec.minutes * 60_000),
              lines: spec.lines.map((l) => ({
                productId: catalogue[l.product]!.id,
                name: catalogue[l.product]!.name,
                quantity: l.quantity,
                priceMinor: l.priceMinor,
              })),
              discountMinor: spec.discountMinor,
              shippingMinor: 395,
              paid: spec.paid,
            };
            written.push({
              order: await writeOrder(t.db, store, order),
              spec: order,
              cancelled: false,
              refunded: 0,
            });
            model.order(order);
          }
          // Another store's order on the same days: it must reach no row of this store.
          await writeOrder(t.db, other, {
            email: 'shopper0@example.com',
            createdAt: new Date(BASE),
            lines: [{ productId: null, name: 'Elsewhere', quantity: 5, priceMinor: 9999 }],
            paid: true,
          });
          await fold();
          for (const action of actions) {
            const target = written[action.order % written.length]!;
            if (target.cancelled) continue;
            const at = new Date(target.spec.createdAt.getTime() + action.laterHours * HOUR);
            if (action.kind === 'cancel') {
              const goods =
                target.order.order.totalMinor - target.order.order.shippingMinor - target.refunded;
              await cancelOrder(t.db, store, {
                order: target.order,
                paid: target.spec.paid,
                at,
                refundedMinor: target.refunded,
              });
              if (target.spec.paid && goods > 0) model.refund(goods, at);
              target.cancelled = true;
            } else if (target.spec.paid) {
              const item = target.order.items[0]!;
              const amount = item.priceMinor;
              await writeRefund(t.db, store, {
                orderId: target.order.order.id,
                itemId: item.id,
                quantity: 1,
                amountMinor: amount,
                at,
              });
              model.refund(amount, at);
              target.refunded += amount;
            }
          }
          await fold();

          const rows = await rowsOf(t.db, store);
          expect(asModel(rows)).toEqual(model.days());
          await expectBreakdownsAddUp(t.db, store);
          expect((await rowsOf(t.db, other)).map((r) => r.orders)).toEqual([1]);

          await expectPlatformSumsMatch(t.db);

          // Folding again, or rebuilding the whole range (one store, or several set-based at once),
          // leaves the very same rows, the breakdowns too.
          const folded = await allRowsOf(t.db, store);
          const otherFolded = await allRowsOf(t.db, other);
          await fold();
          expect(await allRowsOf(t.db, store)).toEqual(folded);
          await rebuildSalesRollups(tenantCtx(testCtx(t), store), { from: '2024-03-01', to: '2024-04-30' });
          expect(await allRowsOf(t.db, store)).toEqual(folded);
          await rebuildStoresSalesRollups(testCtx(t), {
            tenantIds: [other, store],
            from: '2024-03-01',
            to: '2024-04-30',
          });
          expect(await allRowsOf(t.db, store)).toEqual(folded);
          expect(await allRowsOf(t.db, other)).toEqual(otherFolded);
          await expectPlatformSumsMatch(t.db);
          await expectOperatorFiguresMatch(t.db);
        },
      ),
      { numRuns: 12, seed: 20240331 },
    );
  });

  it('counts once when three folds run at once', async () => {
    const store = (await createTenant(t.db, { slug: 'rollup-concurrent' })).id;
    const model = new SalesModel('Europe/London');
    for (let i = 0; i < 20; i += 1) {
      const order: TestOrder = {
        email: `c${i % 4}@example.com`,
        createdAt: new Date(Date.UTC(2025, 5, 1 + (i % 5), 10, i)),
        lines: [{ productId: null, name: 'Tee', quantity: 1 + (i % 3), priceMinor: 1000 + i }],
        paid: true,
      };
      await writeOrder(t.db, store, order);
      model.order(order);
    }
    const results = await Promise.all([fold(), fold(), fold()]);
    expect(results.reduce((n, r) => n + r.days, 0)).toBeGreaterThanOrEqual(5);
    expect(asModel(await rowsOf(t.db, store))).toEqual(model.days());
    expect((await rowsOf(t.db, store)).reduce((n, r) => n + r.orders, 0)).toBe(20);
    await expectPlatformSumsMatch(t.db);
  });

  it("counts days in the store's time zone, across both DST changes", async () => {
    const london = (await createTenant(t.db, { slug: 'rollup-london', timeZone: 'Europe/London' })).id;
    const newYork = (await createTenant(t.db, { slug: 'rollup-new-york', timeZone: 'America/New_York' })).id;
    const at = (iso: string) => new Date(iso);
    const place = (store: number, iso: string) =>
      writeOrder(t.db, store, {
        email: `${iso}@example.com`,
        createdAt: at(iso),
        lines: [{ productId: null, name: 'Tee', quantity: 1, priceMinor: 1000 }],
        paid: true,
      });
    // London, spring: 30 March 23:30 GMT; 31 March 00:30 GMT (clocks go forward at 01:00 UTC);
    // 31 March 23:30 UTC is 1 April 00:30 BST. Autumn: 26 October 23:30 UTC is 27 October 00:30 BST,
    // and 27 October 23:30 UTC is still 27 October (GMT again): a 25-hour day with both.
    for (const iso of [
      '2024-03-30T23:30:00Z',
      '2024-03-31T00:30:00Z',
      '2024-03-31T23:30:00Z',
      '2024-10-26T23:30:00Z',
      '2024-10-27T23:30:00Z',
    ]) {
      await place(london, iso);
    }
    // New York: 10 March 03:30 UTC is 9 March 22:30 EST; 11 March 03:30 UTC is 10 March 23:30 EDT.
    await place(newYork, '2024-03-10T03:30:00Z');
    await place(newYork, '2024-03-11T03:30:00Z');
    await fold();
    const days = async (store: number) => (await rowsOf(t.db, store)).map((r) => [r.day, r.orders]);
    expect(await days(london)).toEqual([
      ['2024-03-30', 1],
      ['2024-03-31', 1],
      ['2024-04-01', 1],
      ['2024-10-27', 2],
    ]);
    expect(await days(newYork)).toEqual([
      ['2024-03-09', 1],
      ['2024-03-10', 1],
    ]);
  });

  it('rebuilds a range from the orders after the rows were lost, and leaves days outside it alone', async () => {
    const store = (await createTenant(t.db, { slug: 'rollup-rebuild' })).id;
    for (const day of [1, 2, 3]) {
      await writeOrder(t.db, store, {
        email: 'r@example.com',
        createdAt: new Date(Date.UTC(2025, 0, day, 12)),
        lines: [{ productId: null, name: 'Tee', quantity: 1, priceMinor: 500 * day }],
        paid: true,
      });
    }
    await fold();
    const before = await rowsOf(t.db, store);
    await t.db.delete(salesDaily).where(eq(salesDaily.tenantId, store));
    const ctx = tenantCtx(testCtx(t), store);
    expect(await rebuildSalesRollups(ctx, { from: '2025-01-02', to: '2025-01-03' })).toEqual({ days: 2 });
    expect(await rowsOf(t.db, store)).toEqual(before.slice(1));
    await rebuildSalesRollups(ctx, { from: '2025-01-01', to: '2025-01-31' });
    expect(await rowsOf(t.db, store)).toEqual(before);
    await expectPlatformSumsMatch(t.db);
    await expect(rebuildSalesRollups(ctx, { from: '2025-02-30', to: '2025-03-01' })).rejects.toThrow(
      /YYYY-MM-DD/,
    );
    const other = await t.db
      .select()
      .from(salesDaily)
      .where(and(eq(salesDaily.tenantId, store), eq(salesDaily.day, '2025-01-05')));
    expect(other).toEqual([]);
  });
});
