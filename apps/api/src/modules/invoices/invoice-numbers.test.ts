// Invoice numbers run 1, 2, 3… per store with no gap and no duplicate, however many orders commit
// at once, and a rolled-back order gives its number back (ADR 0025). On PostgreSQL the
// transactions really run side by side on the pool; PGlite takes them in turn.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceSequences, orders } from '../../db/schema/index.ts';
import {
  ordersOf,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { assignInvoiceNumber } from './invoice-numbers.service.ts';

const t = useCheckoutTestApp();

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

class Abandoned extends Error {}

describe('invoice numbers', () => {
  it('gives concurrent checkouts of one store the numbers 1…n, each once, and other stores their own', async () => {
    const shop = await seedShop(t.db, 'numbers-a');
    const other = await seedShop(t.db, 'numbers-b');
    const buyers = range(16).map(async (n) => {
      const target = n % 4 === 0 ? other : shop;
      const checkout = await sandboxCheckout(
        t.app,
        target.tenant.id,
        [{ id: target.tee.id, quantity: 1 }],
        `buyer-${n}@example.com`,
      );
      const res = await checkout.confirm();
      expect(res.statusCode, res.body).toBe(200);
    });
    await Promise.all(buyers);
    const numbers = async (tenantId: number) =>
      (await ordersOf(t.db, tenantId)).map((o) => o.invoiceNumber).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(await numbers(shop.tenant.id)).toEqual(range(12));
    expect(await numbers(other.tenant.id)).toEqual(range(4));
  });

  it('has no gap when orders roll back after taking a number, with 40 transactions at once', async () => {
    const shop = await seedShop(t.db, 'numbers-c');
    const store = t.database.scopes.tenant(shop.tenant.id);
    const attempts = range(40).map((n) =>
      store
        .transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({
              tenantId: shop.tenant.id,
              customerEmail: `n${n}@example.com`,
              customerName: `N${n}`,
              totalMinor: 100,
            })
            .returning({ id: orders.id });
          const number = await assignInvoiceNumber({ db: tx, tenantId: shop.tenant.id }, order!.id);
          // Hold the counter a moment, as the commit step holds it across the stock update.
          await tx.execute(sql`select pg_sleep(0.005)`);
          if (n % 5 === 0) throw new Abandoned(`order ${n} rolled back after taking ${number}`);
          return number;
        })
        .catch((error: unknown) => {
          if (error instanceof Abandoned) return null;
          throw error;
        }),
    );
    const given = (await Promise.all(attempts)).filter((n): n is number => n !== null);
    expect(given.sort((a, b) => a - b)).toEqual(range(32));
    const committed = (await ordersOf(t.db, shop.tenant.id)).map((o) => o.invoiceNumber);
    expect(committed.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(range(32));
    const [counter] = await t.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.tenantId, shop.tenant.id));
    expect(counter?.lastNumber).toBe(32);
  });

  it('refuses a second order with a store’s number already given (the database’s own guard)', async () => {
    const shop = await seedShop(t.db, 'numbers-d');
    const insert = (email: string) =>
      t.db.insert(orders).values({
        tenantId: shop.tenant.id,
        customerEmail: email,
        customerName: 'X',
        totalMinor: 1,
        invoiceNumber: 7,
      });
    await insert('one@example.com');
    await expect(insert('two@example.com')).rejects.toThrow();
  });
});
