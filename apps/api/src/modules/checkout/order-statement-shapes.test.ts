// The order's statement is built once per shape and filled per order (ADR 0118): orders of one
// shape, written one after the other, each keep their own values (customer, lines, totals, timeline,
// the snapshot they came from), and another shape (two lines) is written as fully.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSnapshots, orderEvents, orderItems } from '../../db/schema/index.ts';
import {
  type CartItem,
  createIntent,
  ordersOf,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp();

describe("the order's statement, built once per shape", () => {
  it('writes each order of a shape with its own values, and a new shape in full', async () => {
    const shop = await seedShop(t.db, 'shape-shop');
    const buy = async (items: CartItem[], email: string) => {
      const checkout = await sandboxCheckout(t.app, shop.tenant.id, items, email);
      const confirmed = await checkout.confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return checkout.paymentIntentId;
    };
    const intents = [
      await buy([{ id: shop.tee.id, quantity: 1 }], 'first@example.com'),
      await buy([{ id: shop.tee.id, quantity: 3 }], 'second@example.com'),
      await buy(
        [
          { id: shop.tee.id, quantity: 2 },
          { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Blue' } },
        ],
        'third@example.com',
      ),
    ];

    const orders = await ordersOf(t.db, shop.tenant.id);
    expect(orders.map((o) => [o.customerEmail, o.subtotalMinor, o.paymentIntentId])).toEqual([
      ['first@example.com', 2500, intents[0]],
      ['second@example.com', 7500, intents[1]],
      ['third@example.com', 8500, intents[2]],
    ]);
    // Numbered by the store's counters in the same statement: one after the other, no gap.
    expect(orders.map((o) => o.orderNumber)).toEqual([1001, 1002, 1003]);
    expect(new Set(orders.map((o) => o.invoiceNumber)).size).toBe(3);

    for (const [index, order] of orders.entries()) {
      const lines = await t.db
        .select({
          name: orderItems.productName,
          quantity: orderItems.quantity,
          tenantId: orderItems.tenantId,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const expected = [
        [{ name: 'Tee', quantity: 1 }],
        [{ name: 'Tee', quantity: 3 }],
        [
          { name: 'Tee', quantity: 2 },
          { name: 'Hoodie', quantity: 1 },
        ],
      ][index]!;
      expect(lines).toEqual(expected.map((line) => ({ ...line, tenantId: shop.tenant.id })));

      const events = await t.db
        .select({ kind: orderEvents.kind, message: orderEvents.message })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.id));
      expect(events.map((e) => e.kind)).toEqual(['placed', 'paid']);
      expect(events[0]!.message).toContain(`for £${(order.totalMinor / 100).toFixed(2)}`);

      const [snapshot] = await t.db
        .select({ orderId: checkoutSnapshots.orderId, status: checkoutSnapshots.status })
        .from(checkoutSnapshots)
        .where(eq(checkoutSnapshots.paymentIntentId, order.paymentIntentId!));
      expect(snapshot).toEqual({ orderId: order.id, status: 'notified' });
    }
  });

  it("writes a null as SQL's NULL, not JSON's null in a jsonb column (the intent's snapshot)", async () => {
    const shop = await seedShop(t.db, 'shape-null-shop');
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tee.id, quantity: 1 }],
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const [snapshot] = await t.db
      .select({ orderDataIsNull: sql<boolean>`${checkoutSnapshots.orderData} is null` })
      .from(checkoutSnapshots)
      .where(eq(checkoutSnapshots.paymentIntentId, intent.json().paymentIntentId));
    expect(snapshot).toEqual({ orderDataIsNull: true });
  });
});
