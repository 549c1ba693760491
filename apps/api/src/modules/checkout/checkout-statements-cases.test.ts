// The statement budget's cases beside the plain guest order (checkout-statements.test.ts): a sale
// that makes a product low, a guest whose e-mail has an account, a store with webhooks, another
// currency, a sold-out line. Each says what it costs more than the plain order, or that it costs
// nothing more.
import { describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { storeCurrencies, webhookEndpoints } from '../../db/schema/index.ts';
import {
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  sandboxCheckout,
  seedShop,
  shopperCookieFor,
  stockOf,
} from './checkout.test-support.ts';
import {
  appStatements,
  counted,
  knowStoreAddress,
  lastTransactionId,
  rowsWrittenSince,
  useStatementsTestApp,
} from './checkout-statements.test-support.ts';

const t = useStatementsTestApp();

describe('statements of a checkout beside the plain guest order', () => {
  it("a sale that makes a product low adds one statement, the store e-mail before the order's (on PostgreSQL in the round trip of the order's and the COMMIT)", async () => {
    const shop = await seedShop(t.db, 'statement-low', { teeStock: 7 });
    await knowStoreAddress(t, shop);
    const sale = (email: string) =>
      sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
    const [above, low] = [await sale('above@example.com'), await sale('low@example.com')];
    const plain = await counted(t, () => above.confirm()); // 7 → 6: above the level of 5
    const confirm = await counted(t, () => low.confirm()); // 6 → 5: at the level, the store is told
    expect([plain.result.statusCode, confirm.result.statusCode]).toEqual([200, 200]);
    const statements = appStatements(confirm.statements);
    // The stock statement tells that the row reached its level; one statement more, before the
    // order's (which writes the order's e-mails, ADR 0120), raises the row's flag and queues the
    // e-mail (address, outbox row, its job). On PostgreSQL nothing waits for the store's e-mail, so
    // it goes with the order's statement and the COMMIT (ADR 0113).
    const postgres = t.database.kind === 'postgres';
    expect(statements.length, JSON.stringify(statements, null, 1)).toBe(
      appStatements(plain.statements).length + (postgres ? 0 : 1),
    );
    // The stock goes with the snapshot's lock and the guest's account (ADR 0128): on PostgreSQL in
    // their round trip, on PGlite just before the account's statement.
    const stockAt = statements.findIndex((text) => /(^|; )update "products" set "in_stock"/.test(text));
    if (postgres) {
      expect(statements[stockAt]).toMatch(
        /^begin; select .*for update; update "products".*insert into "users"/s,
      );
      expect(statements[stockAt + 1]).toMatch(
        /^\s*with flagged_products as.*;\s*select set_config\('app\.order_words'.*;\s*with next_order as .*insert into "email_outbox".*; commit$/s,
      );
    } else {
      expect(statements[stockAt + 1]).toMatch(/insert into "users"/);
      expect(statements[stockAt + 2]).toMatch(/^\s*with flagged_products as/);
      expect(statements[stockAt + 3]).toMatch(/^select set_config\('app\.order_words'/);
      expect(statements[stockAt + 4]).toMatch(/^\s*with next_order as/);
    }
  });

  it('a guest whose e-mail already has an account costs no more than a new one: its e-mail joins the same insert', async () => {
    const shop = await seedShop(t.db, 'statement-returning');
    await knowStoreAddress(t, shop);
    await createUser(t.db, { username: 'had.one@example.com', password: 'customer-pass-1' });
    const sale = (email: string) =>
      sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
    const [fresh, returning] = [await sale('fresh@example.com'), await sale('had.one@example.com')];
    const created = await counted(t, () => fresh.confirm());
    const existing = await counted(t, () => returning.confirm());
    expect([created.result.statusCode, existing.result.statusCode]).toEqual([200, 200]);
    const [madeAccount, hadAccount] = [appStatements(created.statements), appStatements(existing.statements)];
    // The same statements: the account is found or made, with a new one's set-password token, by
    // one statement; the e-mail that the order was added to an account goes into the outbox with
    // the order's other e-mails.
    expect(hadAccount.length, JSON.stringify(hadAccount, null, 1)).toBe(madeAccount.length);
    expect(madeAccount.filter((text) => /account_tokens/.test(text))).toEqual([
      expect.stringMatching(/insert into "users".*insert into "account_tokens"/s),
    ]);
    const outboxInserts = (list: string[]) => list.filter((text) => /insert into "email_outbox"/.test(text));
    expect([outboxInserts(madeAccount), outboxInserts(hadAccount)].map((l) => l.length)).toEqual([1, 1]);
    expect(await emailsOf(t.db, shop.tenant.id, 'Your order was added to your%')).toHaveLength(1);
  });

  it('a store with a webhook endpoint pays one statement more, last before COMMIT (on PostgreSQL in its round trip); a store without pays nothing', async () => {
    // Store "none" has no endpoint: its row says no event is wanted, so no webhook statement is sent
    // (the first test holds its exact budget). Store "hooked" wants order.created and order.paid.
    const none = await seedShop(t.db, 'statement-no-hooks');
    const hooked = await seedShop(t.db, 'statement-hooks');
    await t.db.insert(webhookEndpoints).values({
      tenantId: hooked.tenant.id,
      url: 'http://127.0.0.1:5848/unused',
      events: ['order.created', 'order.paid'],
      secretSealed: 'sealed-elsewhere',
    });
    const sale = (shop: typeof none, email: string) =>
      sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
    // Both buyers' accounts exist, so the two orders differ only by the store's webhooks.
    await createUser(t.db, { username: 'plain@example.com', password: 'customer-pass-1' });
    await createUser(t.db, { username: 'hooked@example.com', password: 'customer-pass-1' });
    const [plainSale, hookedSale] = [
      await sale(none, 'plain@example.com'),
      await sale(hooked, 'hooked@example.com'),
    ];
    const beforePlain = await lastTransactionId(t.db);
    const plain = await counted(t, () => plainSale.confirm());
    const plainRows = await rowsWrittenSince(t.db, beforePlain);
    const beforeHooked = await lastTransactionId(t.db);
    const withHooks = await counted(t, () => hookedSale.confirm());
    const hookedRows = await rowsWrittenSince(t.db, beforeHooked);
    expect([plain.result.statusCode, withHooks.result.statusCode]).toEqual([200, 200]);
    const [p, h] = [appStatements(plain.statements), appStatements(withHooks.statements)];
    expect(p.filter((text) => /webhook_deliveries/.test(text))).toEqual([]);
    // The deliveries and their one job in one statement, after the e-mails, before COMMIT: on
    // PostgreSQL nothing waits for it, so it goes in the COMMIT's round trip (ADR 0113). The events
    // need the order's id and number, so the order's statement is answered first and the e-mails
    // follow it in a statement of their own; without webhooks they are parts of the order's
    // statement, which goes with the COMMIT (ADR 0120). On PostgreSQL that is one round trip more:
    // the order's own, answered before the e-mails and events are sent.
    const deliveries = /insert into "webhook_deliveries".*insert into "jobs"/s;
    if (t.database.kind === 'postgres') {
      expect(h.length, JSON.stringify(h, null, 1)).toBe(p.length + 1);
      expect(h.at(-2)).toMatch(
        /^select set_config\('app\.order_words'.*;\s*with next_order as .*insert into "orders"/s,
      );
      expect(h.at(-1)).toMatch(new RegExp(`"email_outbox".*${deliveries.source}.*; commit$`, 's'));
      expect(p.at(-1)).toMatch(
        /^select set_config\('app\.order_words'.*;\s*with next_order as .*insert into "email_outbox".*; commit$/s,
      );
    } else {
      expect(h.length, JSON.stringify(h, null, 1)).toBe(p.length + 2);
      expect(h.slice(-3)).toEqual([
        expect.stringMatching(/insert into "email_outbox"/),
        expect.stringMatching(deliveries),
        expect.stringMatching(/^commit$/i),
      ]);
    }
    // Rows: one delivery per event (two) and one job for both.
    expect(plainRows.webhook_deliveries).toBeUndefined();
    expect(hookedRows.webhook_deliveries).toBe(2);
    const count = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);
    expect(count(hookedRows) - count(plainRows), JSON.stringify({ plainRows, hookedRows })).toBe(3);
  });

  it("a signed-in shopper's order sends no account statement: its stock goes with the snapshot's lock (on PostgreSQL in its round trip)", async () => {
    const shop = await seedShop(t.db, 'statement-signed-in');
    await knowStoreAddress(t, shop);
    await createUser(t.db, { username: 'signed-in@example.com', password: 'customer-pass-1' });
    const cookie = await loginCookie(t.app, 'signed-in@example.com', 'customer-pass-1');
    const items = [{ id: shop.tee.id, quantity: 1 }];
    const guestSale = await sandboxCheckout(t.app, shop.tenant.id, items, 'guest@example.com');
    const signedInSale = await sandboxCheckout(t.app, shop.tenant.id, items, 'signed-in@example.com', cookie);
    const guest = await counted(t, () => guestSale.confirm());
    const signedIn = await counted(t, () => signedInSale.confirm());
    expect([guest.result.statusCode, signedIn.result.statusCode]).toEqual([200, 200]);
    const [g, s] = [appStatements(guest.statements), appStatements(signedIn.statements)];
    expect(s.filter((text) => /insert into "users"/.test(text))).toEqual([]);
    // The lock goes ahead of the stock's statement, which is answered (ADR 0128), then the order's.
    const lockAndStock = /"checkout_snapshots" .*for update.*update "products" set "in_stock"/s;
    if (t.database.kind === 'postgres') {
      expect(s.length, JSON.stringify(s, null, 1)).toBe(g.length);
      expect(s.at(-2)).toMatch(new RegExp(`^begin; select \\* from ${lockAndStock.source}`, 's'));
    } else {
      expect(s.length, JSON.stringify(s, null, 1)).toBe(g.length - 1);
    }
    expect((await stockOf(t.db, shop)).tee).toBe(48);
  });

  it("a checkout in another currency costs its intent two statements, the store's rates and its prices in it; confirm nothing", async () => {
    // docs/decisions/0105: the base currency reads nothing more, so the first test holds its budget.
    const shop = await seedShop(t.db, 'statement-currency');
    await t.db
      .insert(storeCurrencies)
      .values({ tenantId: shop.tenant.id, currency: 'EUR', rate: '1.165', rounding: 'ninety-nine' });
    await knowStoreAddress(t, shop);
    const items = [{ id: shop.tee.id, quantity: 1 }];
    const base = await counted(t, () => createIntent(t.app, { tenantId: shop.tenant.id, items }));
    const euro = await counted(t, () =>
      createIntent(t.app, { tenantId: shop.tenant.id, items, currency: 'EUR' }),
    );
    expect([base.result.statusCode, euro.result.statusCode]).toEqual([200, 200]);
    const [b, e] = [appStatements(base.statements), appStatements(euro.statements)];
    expect(e.length, JSON.stringify(e, null, 1)).toBe(b.length + 2);
    expect(e.filter((text) => /"store_currencies"|"product_prices"/.test(text))).toHaveLength(2);

    const confirmOf = async (intent: typeof base) => {
      const { paymentIntentId, clientSecret } = intent.result.json();
      expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
      const form = {
        customerEmail: `${paymentIntentId}@example.com`,
        customerName: 'Ada',
        shippingAddress: '12 Row',
      };
      return counted(t, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/confirm-payment',
          payload: { paymentIntentId, orderData: { ...form, tenantId: shop.tenant.id }, items: [] },
          headers: { cookie: shopperCookieFor(paymentIntentId)! },
        }),
      );
    };
    const [baseConfirm, euroConfirm] = [await confirmOf(base), await confirmOf(euro)];
    expect([baseConfirm.result.statusCode, euroConfirm.result.statusCode]).toEqual([200, 200]);
    expect(appStatements(euroConfirm.statements)).toHaveLength(appStatements(baseConfirm.statements).length);
  });

  it('a sold-out checkout undoes the order with its transaction, and the next one closes it for the refund', async () => {
    const shop = await seedShop(t.db, 'statement-sold-out', { teeStock: 1 });
    const first = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 1 }],
      'a@example.com',
    );
    const second = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 1 }],
      'b@example.com',
    );
    expect((await first.confirm()).statusCode).toBe(200);
    const refused = await counted(t, () => second.confirm());
    expect(refused.result.statusCode).toBe(409);
    const statements = appStatements(refused.statements);
    // The order's transaction, rolled back; then the snapshot locked again and closed for the refund.
    expect(statements.filter((text) => /^(begin|BEGIN)/.test(text))).toHaveLength(2);
    expect(statements.filter((text) => /^rollback$/i.test(text))).toHaveLength(1);
    expect(statements.some((text) => /savepoint/i.test(text))).toBe(false);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(1);
    expect((await stockOf(t.db, shop)).tee).toBe(0);
    // The second shopper's account, order and e-mails went with the rolled-back transaction.
    expect(await emailsOf(t.db, shop.tenant.id, '%')).toSatisfy((rows: { toAddress: string }[]) =>
      rows.every((row) => row.toAddress !== 'b@example.com'),
    );
  });
});
