// A confirm's answer waits for the store-front cache's sync only when its sale changed what a store
// front shows (ADR 0117): a row sold out, or made low (its flag is a product's column). Every other
// write request waits for it always (ADR 0013).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countingCacheSyncs } from '../../../test/storefront-cache-syncs.ts';
import { products } from '../../db/schema/index.ts';
import { sandboxCheckout, seedShop, useCheckoutTestApp } from './checkout.test-support.ts';

const t = useCheckoutTestApp();

describe("a confirm and the store-front cache's sync", () => {
  it('waits for the sync when the sale sells a product out or makes it low, and only then', async () => {
    const shop = await seedShop(t.db, 'sync-shop', { teeStock: 7 });
    await t.db.update(products).set({ lowStockThreshold: 2 }).where(eq(products.id, shop.tee.id));
    const list = `/api/products?tenantId=${shop.tenant.id}`;
    const teeShown = async () => {
      const rows = (await t.app.inject({ method: 'GET', url: list })).json() as {
        id: number;
        inStock: number;
      }[];
      return rows.find((row) => row.id === shop.tee.id)!.inStock;
    };
    expect(await teeShown()).toBe(7);

    await countingCacheSyncs(t.app, async (syncs) => {
      const buyTees = async (quantity: number, email: string) => {
        const before = syncs();
        const checkout = await sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity }], email);
        // The intent and the card wrote nothing shown, so the count so far is the confirm's alone.
        expect(syncs()).toBe(before);
        const confirmed = await checkout.confirm();
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        return syncs() - before;
      };
      // 7 → 6, above the level: nothing shown changed (a count may lag, migration 0006).
      expect(await buyTees(1, 'one@example.com')).toBe(0);
      // 6 → 2, at the level: the sale raises the product's low-stock flag, which notifies.
      expect(await buyTees(4, 'four@example.com')).toBe(1);
      // 2 → 0: sold out, which the store front must show at once to the shopper who bought it.
      expect(await buyTees(2, 'two@example.com')).toBe(1);
      expect(await teeShown()).toBe(0);
    });
  });
});
