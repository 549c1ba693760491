// No overselling: many shoppers pay at once for the last units. The conditional stock
// update lets exactly as many orders through as there is stock; every other paid checkout gets
// a 409 the shopper can read and its payment back.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { checkoutSnapshots, sandboxPaymentIntents } from '../../db/schema/index.ts';
import {
  type CartItem,
  ordersOf,
  sandboxCheckout,
  seedShop,
  stockOf,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const SHOPPERS = 64;
// 128 intents and card payments from one address: the per-address request limits stay out of it.
const t = useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });

/** Every shopper gets an intent and pays first; then all press "Complete Order" at once. */
async function rush(tenantId: number, items: CartItem[]) {
  const checkouts = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) =>
      sandboxCheckout(t.app, tenantId, items, `rush${i}@example.com`),
    ),
  );
  const answers = await Promise.all(checkouts.map((c) => c.confirm()));
  return { checkouts, answers };
}

async function expectRefunded(paymentIntentIds: string[]) {
  const intents = await t.db
    .select()
    .from(sandboxPaymentIntents)
    .where(inArray(sandboxPaymentIntents.id, paymentIntentIds));
  expect(intents.map((i) => [i.status, i.refundedMinor === i.amountMinor])).toEqual(
    paymentIntentIds.map(() => ['refunded', true]),
  );
  const snapshots = await t.db
    .select({ status: checkoutSnapshots.status })
    .from(checkoutSnapshots)
    .where(inArray(checkoutSnapshots.paymentIntentId, paymentIntentIds));
  expect(new Set(snapshots.map((s) => s.status))).toEqual(new Set(['refunded']));
}

describe('64 concurrent checkouts for stock 50', () => {
  it('one unit each: exactly 50 orders, stock 0, the other 14 refunded with a 409', async () => {
    const shop = await seedShop(t.db, 'rush-shop', { teeStock: 50 });
    const { checkouts, answers } = await rush(shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }]);

    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(50);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(14).fill(409));
    expect(refused[0]!.json()).toEqual({
      message:
        'Sorry, "Tee" sold out while you were paying, so no order was placed. Your payment has been refunded.',
      code: 'conflict',
      reason: 'sold_out_refunded',
      params: { name: 'Tee' },
      productId: shop.tee.id,
    });
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(50);
    expect((await stockOf(t.db, shop)).tee).toBe(0);
    await expectRefunded(
      checkouts.filter((_, i) => answers[i]!.statusCode === 409).map((c) => c.paymentIntentId),
    );

    // A refused shopper who tries again hears the same thing; nothing more happens.
    const again = await checkouts[answers.findIndex((a) => a.statusCode === 409)]!.confirm();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sold out while you were paying/);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(50);
  });

  it('two lines sharing one variant row: 25 orders of two units, variant stock 0, never negative', async () => {
    const shop = await seedShop(t.db, 'rush-variant', { redStock: 50 });
    const items = [
      { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Red' } },
      { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
    ];
    const { checkouts, answers } = await rush(shop.tenant.id, items);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(25);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(SHOPPERS - 25);
    const stock = await stockOf(t.db, shop);
    expect(stock.red).toBe(0);
    expect(stock.tee).toBe(50);
    const orders = await ordersOf(t.db, shop.tenant.id);
    expect(orders).toHaveLength(25);
    expect(orders.every((o) => o.totalMinor === 8000)).toBe(true);
    await expectRefunded(
      checkouts.filter((_, i) => answers[i]!.statusCode === 409).map((c) => c.paymentIntentId),
    );
  });
});
