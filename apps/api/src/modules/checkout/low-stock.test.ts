// Sale prices and stock alerts at checkout: a compare-at ("was") price is only shown, the price is charged; a sale that
// takes a product or variant row to or below its low-stock level e-mails the store once, listing
// everything that sale made low; later sales of a notified line send nothing; stock back above the
// level (a refund's restock, an admin edit) lets the next crossing e-mail again; concurrent sales
// that all end low send one e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { orderItems, products, productVariants, tenants } from '../../db/schema/index.ts';
import { returnStock } from '../catalogue/product-stock.service.ts';
import { updateProductRow } from '../catalogue/products.queries.ts';
import {
  type CartItem,
  createIntent,
  emailsOf,
  ordersOf,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
const STORE_ADDRESS = 'stock-room@example.com';

async function lowStockShop(slug: string, teeStock: number) {
  const shop = await seedShop(t.db, slug, { teeStock });
  await t.db
    .update(tenants)
    .set({ emailSupportAddress: STORE_ADDRESS })
    .where(eq(tenants.id, shop.tenant.id));
  return shop;
}

async function buy(tenantId: number, items: CartItem[], email: string) {
  const sale = await sandboxCheckout(t.app, tenantId, items, email);
  const res = await sale.confirm();
  expect(res.statusCode).toBe(200);
}

const lowStockEmails = (tenantId: number) => emailsOf(t.db, tenantId, 'Low stock%');
const flagOf = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!.lowStockNotified;

describe('sale prices at checkout (item 4)', () => {
  it('charges the price, not the compare-at price', async () => {
    const shop = await lowStockShop('sale-charge', 50);
    await t.db.update(products).set({ compareAtPriceMinor: 3000 }).where(eq(products.id, shop.tee.id));
    await t.db
      .update(productVariants)
      .set({ compareAtPriceMinor: 9900 })
      .where(eq(productVariants.id, shop.red.id));
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [
        { id: shop.tee.id, quantity: 2 },
        { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Red' } },
      ],
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().subtotal).toBe('90.00'); // 2 × £25.00 + £40.00
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], 'sale@example.com');
    const [order] = await ordersOf(t.db, shop.tenant.id);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((l) => l.priceMinor)).toEqual([2500]);
  });
});

describe('the low-stock e-mail (item 5)', () => {
  it('goes once across two sales that both end at or below the level, and again after a restock', async () => {
    const shop = await lowStockShop('low-once', 8);
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 2 }], 'a@example.com'); // 8 → 6: above 5
    expect(await lowStockEmails(shop.tenant.id)).toHaveLength(0);
    expect(await flagOf(shop.tee.id)).toBe(false);

    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 2 }], 'b@example.com'); // 6 → 4
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], 'c@example.com'); // 4 → 3
    const sent = await lowStockEmails(shop.tenant.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: STORE_ADDRESS, subject: 'Low stock: Tee' });
    expect(sent[0]!.text).toContain('Tee: 4 left (alert at 5)');
    expect(await flagOf(shop.tee.id)).toBe(true);

    // A refund's restock to 3 + 1 = 4 is still low: the flag stays, nothing is sent.
    await returnStock(
      { db: t.db, tenantId: shop.tenant.id },
      { target: { kind: 'product', id: shop.tee.id }, quantity: 1 },
    );
    expect(await flagOf(shop.tee.id)).toBe(true);
    // Back above the level (4 + 4 = 8): cleared, so the next crossing e-mails again.
    await returnStock(
      { db: t.db, tenantId: shop.tenant.id },
      { target: { kind: 'product', id: shop.tee.id }, quantity: 4 },
    );
    expect(await flagOf(shop.tee.id)).toBe(false);
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 3 }], 'd@example.com'); // 8 → 5
    expect(await lowStockEmails(shop.tenant.id)).toHaveLength(2);

    // The admin's stock edit above the level clears it too.
    await updateProductRow(t.db, shop.tenant.id, shop.tee.id, { inStock: 10 });
    expect(await flagOf(shop.tee.id)).toBe(false);
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 10 }], 'e@example.com'); // 10 → 0
    const last = await lowStockEmails(shop.tenant.id);
    expect(last).toHaveLength(3);
    expect(last[2]!.text).toContain('Tee: sold out');
  });

  it('one e-mail for a sale that makes a product and a variant row low, naming the variant', async () => {
    const shop = await lowStockShop('low-both', 6);
    await t.db
      .update(productVariants)
      .set({ stock: 3, lowStockThreshold: 2 })
      .where(eq(productVariants.id, shop.red.id));
    await buy(
      shop.tenant.id,
      [
        { id: shop.tee.id, quantity: 1 },
        { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Red' } },
      ],
      'both@example.com',
    );
    const sent = await lowStockEmails(shop.tenant.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Tee: 5 left (alert at 5)');
    expect(sent[0]!.text).toMatch(/Hoodie \([^)]*Red[^)]*\): 2 left \(alert at 2\)/);
    const [red] = await t.db.select().from(productVariants).where(eq(productVariants.id, shop.red.id));
    expect(red!.lowStockNotified).toBe(true);
  });

  it('a store with nowhere to write gets no e-mail, and the sale goes through', async () => {
    const shop = await seedShop(t.db, 'low-nowhere', { teeStock: 5 });
    await buy(shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], 'n@example.com');
    expect(await lowStockEmails(shop.tenant.id)).toHaveLength(0);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(1);
  });

  it('concurrent sales that all end at or below the level send one e-mail', async () => {
    const shop = await lowStockShop('low-rush', 6);
    const sales = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], `rush${i}@example.com`),
      ),
    );
    // 6 → 2 in four sales at once: every one of them ends at or below 5.
    const answers = await Promise.all(sales.map((s) => s.confirm()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(4).fill(200));
    expect(await lowStockEmails(shop.tenant.id)).toHaveLength(1);
    const [tee] = await t.db.select().from(products).where(eq(products.id, shop.tee.id));
    expect(tee).toMatchObject({ inStock: 2, lowStockNotified: true });
  });

  it('store A selling low sends nothing to store B', async () => {
    const a = await lowStockShop('low-iso-a', 5);
    const b = await lowStockShop('low-iso-b', 5);
    await buy(a.tenant.id, [{ id: a.tee.id, quantity: 1 }], 'iso@example.com');
    expect(await lowStockEmails(a.tenant.id)).toHaveLength(1);
    expect(await lowStockEmails(b.tenant.id)).toHaveLength(0);
    expect(await flagOf(b.tee.id)).toBe(false);
  });
});
