// The demo stores' seeded past (demo-history.ts, ADR 0083): the same rows on every run for the same
// instant, valid orders (total = lines − discount + shipping, VAT inside the prices), numbers that a
// real order continues, stock untouched, and only when asked for (tests and journeys start empty).
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from '../db/database.ts';
import * as s from '../db/schema/index.ts';
import { DEMO_HISTORY_DAYS, planDemoHistory } from './demo-history.ts';
import { seedDemoData } from './seed.ts';

const NOW = new Date('2026-03-18T15:30:00Z');
const DAY_MS = 86_400_000;

async function snapshot(db: Db) {
  const orders = await db
    .select({
      tenantId: s.orders.tenantId,
      orderNumber: s.orders.orderNumber,
      invoiceNumber: s.orders.invoiceNumber,
      customerName: s.orders.customerName,
      customerEmail: s.orders.customerEmail,
      totalMinor: s.orders.totalMinor,
      subtotalMinor: s.orders.subtotalMinor,
      shippingMinor: s.orders.shippingMinor,
      discountMinor: s.orders.discountMinor,
      vatMinor: s.orders.vatMinor,
      refundedMinor: s.orders.refundedMinor,
      status: s.orders.status,
      paymentStatus: s.orders.paymentStatus,
      createdAt: s.orders.createdAt,
    })
    .from(s.orders)
    .orderBy(asc(s.orders.tenantId), asc(s.orders.orderNumber));
  const items = await db
    .select({
      orderId: s.orderItems.orderId,
      productId: s.orderItems.productId,
      quantity: s.orderItems.quantity,
      priceMinor: s.orderItems.priceMinor,
      discountMinor: s.orderItems.discountMinor,
      vatMinor: s.orderItems.vatMinor,
    })
    .from(s.orderItems)
    .orderBy(asc(s.orderItems.id));
  const refunds = await db
    .select({
      orderId: s.orderRefunds.orderId,
      amountMinor: s.orderRefunds.amountMinor,
      reason: s.orderRefunds.reason,
    })
    .from(s.orderRefunds)
    .orderBy(asc(s.orderRefunds.id));
  const funnel = await db
    .select()
    .from(s.funnelDays)
    .orderBy(asc(s.funnelDays.tenantId), asc(s.funnelDays.day));
  const redemptions = await db
    .select({
      tenantId: s.discountRedemptions.tenantId,
      orderId: s.discountRedemptions.orderId,
      code: s.discounts.code,
      email: s.discountRedemptions.email,
      amountMinor: s.discountRedemptions.amountMinor,
    })
    .from(s.discountRedemptions)
    .innerJoin(s.discounts, eq(s.discounts.id, s.discountRedemptions.discountId))
    .orderBy(asc(s.discountRedemptions.orderId));
  const creditNotes = await db
    .select({
      tenantId: s.creditNotes.tenantId,
      orderId: s.creditNotes.orderId,
      refundId: s.creditNotes.refundId,
      number: s.creditNotes.number,
      invoiceNumber: s.creditNotes.invoiceNumber,
      amountMinor: s.creditNotes.amountMinor,
      vatMinor: s.creditNotes.vatMinor,
      lines: s.creditNotes.lines,
      createdAt: s.creditNotes.createdAt,
    })
    .from(s.creditNotes)
    .orderBy(asc(s.creditNotes.tenantId), asc(s.creditNotes.number));
  return { orders, items, refunds, funnel, redemptions, creditNotes };
}

describe('the demo history', () => {
  let first: Database;
  let second: Database;
  let plain: Database;
  let db: Db;
  let seedMs = 0;
  beforeAll(async () => {
    [first, second, plain] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      createTestDatabase(),
    ]);
    db = first.scopes.platform;
    const started = performance.now();
    await seedDemoData(db, { history: true, now: NOW });
    seedMs = performance.now() - started;
    await seedDemoData(second.scopes.platform, { history: true, now: NOW });
    await seedDemoData(plain.scopes.platform, { now: NOW });
  }, 120_000);
  afterAll(() => Promise.all([first.close(), second.close(), plain.close()]));

  it('writes the same rows on every run for the same instant', async () => {
    const a = await snapshot(db);
    const b = await snapshot(second.scopes.platform);
    expect(a.orders.length).toBeGreaterThan(DEMO_HISTORY_DAYS * 6);
    expect(b).toEqual(a);
    const store = {
      slug: 'demo',
      ownerName: 'o',
      ordersPerDay: 6,
      streets: ['X'],
      products: [{ id: 1, name: 'P', priceMinor: 1000, vatRate: 20 }],
      shipping: [{ name: 'S', costMinor: 399 }],
    };
    expect(planDemoHistory(store, NOW)).toEqual(planDemoHistory(store, NOW));
  });

  it('seeds nothing of the past unless asked (tests and journeys count from none)', async () => {
    const empty = await snapshot(plain.scopes.platform);
    expect(empty.orders).toEqual([]);
    expect(empty.funnel).toEqual([]);
  });

  it('spans the last 90 days up to now, several orders a day, more at weekends', async () => {
    const { orders } = await snapshot(db);
    const demo = orders.filter((o) => o.tenantId === 1);
    const first = demo[0]!.createdAt.getTime();
    expect(NOW.getTime() - first).toBeGreaterThan((DEMO_HISTORY_DAYS - 1) * DAY_MS);
    expect(NOW.getTime() - first).toBeLessThanOrEqual((DEMO_HISTORY_DAYS + 1) * DAY_MS);
    expect(demo.every((o) => o.createdAt.getTime() <= NOW.getTime())).toBe(true);
    const perDay = new Map<string, number>();
    for (const o of demo)
      perDay.set(
        o.createdAt.toISOString().slice(0, 10),
        (perDay.get(o.createdAt.toISOString().slice(0, 10)) ?? 0) + 1,
      );
    expect(perDay.size).toBeGreaterThan(DEMO_HISTORY_DAYS - 3);
    const mean = (weekend: boolean) => {
      const days = [...perDay].filter(([day]) => [0, 6].includes(new Date(day).getUTCDay()) === weekend);
      return days.reduce((sum, [, n]) => sum + n, 0) / days.length;
    };
    expect(mean(true)).toBeGreaterThan(mean(false));
  });

  it('makes valid orders: lines − discount + shipping = total, VAT inside, refunds within the total', async () => {
    const { orders, items } = await snapshot(db);
    const rows = await db
      .select({
        id: s.orders.id,
        totalMinor: s.orders.totalMinor,
        subtotalMinor: s.orders.subtotalMinor,
        shippingMinor: s.orders.shippingMinor,
        discountMinor: s.orders.discountMinor,
        vatMinor: s.orders.vatMinor,
        shippingVatMinor: s.orders.shippingVatMinor,
        refundedMinor: s.orders.refundedMinor,
        pricesIncludeVat: s.orders.pricesIncludeVat,
      })
      .from(s.orders);
    for (const o of rows) {
      const lines = items.filter((i) => i.orderId === o.id);
      expect(lines.length).toBeGreaterThan(0);
      const linesMinor = lines.reduce((sum, l) => sum + l.quantity * l.priceMinor, 0);
      const tax = o.pricesIncludeVat ? 0 : o.vatMinor;
      expect(o.subtotalMinor).toBe(linesMinor);
      expect(o.totalMinor).toBe(linesMinor + o.shippingMinor + tax - o.discountMinor);
      expect(lines.reduce((sum, l) => sum + l.discountMinor, 0)).toBe(o.discountMinor);
      expect(o.vatMinor).toBe(lines.reduce((sum, l) => sum + l.vatMinor, 0) + o.shippingVatMinor);
      expect(o.refundedMinor).toBeLessThanOrEqual(o.totalMinor);
    }
    const kinds = (status: string) => orders.filter((o) => o.paymentStatus === status).length;
    expect(kinds('refunded')).toBeGreaterThan(0);
    expect(kinds('partially_refunded')).toBeGreaterThan(0);
    expect(kinds('voided')).toBeGreaterThan(0);
    expect(orders.filter((o) => o.discountMinor > 0).length).toBeGreaterThan(5);
    // Returning customers: some e-mails order more than once.
    const perEmail = new Map<string, number>();
    for (const o of orders) perEmail.set(o.customerEmail, (perEmail.get(o.customerEmail) ?? 0) + 1);
    expect([...perEmail.values()].filter((n) => n > 3).length).toBeGreaterThan(5);
    // Each refund's row matches its order's refunded money.
    const refunds = await db
      .select({ orderId: s.orderRefunds.orderId, amountMinor: s.orderRefunds.amountMinor })
      .from(s.orderRefunds);
    const refundedOf = new Map(rows.map((o) => [o.id, o.refundedMinor]));
    for (const r of refunds) expect(r.amountMinor).toBe(refundedOf.get(r.orderId));
  });

  it('numbers the orders #1001 upwards in date order per store, and a new order continues them', async () => {
    const { orders } = await snapshot(db);
    for (const tenantId of [1, 2]) {
      const own = orders.filter((o) => o.tenantId === tenantId);
      expect(own.map((o) => o.orderNumber)).toEqual(own.map((_, i) => 1001 + i));
      expect(own.map((o) => o.invoiceNumber)).toEqual(own.map((_, i) => 1 + i));
      const times = own.map((o) => o.createdAt.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
    }
    const [next] = await db
      .insert(s.orders)
      .values({ tenantId: 1, customerEmail: 'next@example.com', customerName: 'Next', totalMinor: 100 })
      .returning({ orderNumber: s.orders.orderNumber });
    expect(next!.orderNumber).toBe(1001 + orders.filter((o) => o.tenantId === 1).length);
    const [counter] = await db.select().from(s.invoiceSequences).where(eq(s.invoiceSequences.tenantId, 1));
    expect(counter!.lastNumber).toBe(orders.filter((o) => o.tenantId === 1).length);
  });

  it("records each discounted order's use of its code, as checkout does, so the Discounts screen counts them", async () => {
    const { orders, redemptions } = await snapshot(db);
    const discounted = orders.filter((o) => o.discountMinor > 0);
    expect(discounted.length).toBeGreaterThan(0);
    expect(redemptions).toHaveLength(discounted.length);
    const byOrder = new Map(redemptions.map((r) => [r.orderId, r]));
    const ids = await db
      .select({ id: s.orders.id, orderNumber: s.orders.orderNumber, tenantId: s.orders.tenantId })
      .from(s.orders);
    const idOf = new Map(ids.map((o) => [`${o.tenantId}:${o.orderNumber}`, o.id]));
    for (const o of discounted) {
      const use = byOrder.get(idOf.get(`${o.tenantId}:${o.orderNumber}`)!);
      expect(use).toMatchObject({
        tenantId: o.tenantId,
        email: o.customerEmail.toLowerCase(),
        amountMinor: o.discountMinor,
      });
    }
    // The codes' use counts are their redemptions, per store.
    const codes = await db
      .select({ tenantId: s.discounts.tenantId, code: s.discounts.code, usedCount: s.discounts.usedCount })
      .from(s.discounts);
    for (const code of codes) {
      const uses = redemptions.filter((r) => r.tenantId === code.tenantId && r.code === code.code).length;
      expect(code.usedCount, code.code).toBe(uses);
    }
    expect(codes.reduce((n, c) => n + c.usedCount, 0)).toBe(redemptions.length);
  });

  it('gives every refund its credit note, numbered 1, 2, 3… by date per store, the counter at the last (a real refund’s note is next)', async () => {
    const { refunds, creditNotes } = await snapshot(db);
    expect(creditNotes).toHaveLength(refunds.length);
    for (const tenantId of [1, 2]) {
      const own = creditNotes.filter((n) => n.tenantId === tenantId);
      expect(own.map((n) => n.number)).toEqual(own.map((_, i) => i + 1));
      const times = own.map((n) => n.createdAt.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
      for (const note of own) {
        expect(note.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(note.amountMinor);
        expect(note.vatMinor).toBe(note.lines.reduce((sum, l) => sum + l.vatMinor, 0));
        expect(note.vatMinor).toBeGreaterThan(0);
      }
      const [counter] = await db
        .select()
        .from(s.creditNoteSequences)
        .where(eq(s.creditNoteSequences.tenantId, tenantId));
      expect(counter?.lastNumber ?? 0).toBe(own.length);
    }
    const refundOf = new Map(refunds.map((r) => [r.orderId, r.amountMinor]));
    for (const note of creditNotes) expect(note.amountMinor).toBe(refundOf.get(note.orderId));
  });

  it('leaves the stock of the live catalogue as the seed without a past has it', async () => {
    const stock = (d: Db) =>
      d.select({ total: sql<number>`sum(${s.products.inStock})::int` }).from(s.products);
    expect(await stock(db)).toEqual(await stock(plain.scopes.platform));
  });

  it('gives the funnel counts that narrow step by step down to the orders', async () => {
    const { orders, funnel } = await snapshot(db);
    expect(funnel.filter((d) => d.tenantId === 1)).toHaveLength(DEMO_HISTORY_DAYS + 1);
    for (const day of funnel) {
      const placed = orders.filter(
        (o) => o.tenantId === day.tenantId && o.createdAt.toISOString().startsWith(day.day),
      ).length;
      expect(day.sessions).toBeGreaterThanOrEqual(day.productViews);
      expect(day.productViews).toBeGreaterThanOrEqual(day.addToCart);
      expect(day.addToCart).toBeGreaterThanOrEqual(day.checkoutsStarted);
      expect(day.checkoutsStarted).toBeGreaterThanOrEqual(placed);
    }
  });

  it('stays quick: both stores written in a few seconds', () => {
    // Measured on a quiet machine in well under a second on PGlite; the bound only catches a row-by-row write.
    expect(seedMs).toBeLessThan(15_000);
  });
});
