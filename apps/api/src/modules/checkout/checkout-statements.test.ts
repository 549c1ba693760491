// How many statements one complete checkout sends to the database (ADR 0020): every round
// trip is time under load, and a transaction holding the product's stock row for more of them
// makes every other buyer of that product wait. This counts what the app sends, per call, through
// the database client itself (pg's Client on PostgreSQL; PGlite's query/exec and transactions on
// the embedded database), and fails when a checkout takes more than it did when this was written.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, testConfig } from '../../../test/app.ts';
import { type Recorder, recordStatements } from '../../../test/statements.ts';
import type { Db } from '../../db/database.ts';
import { storeCurrencies, webhookEndpoints } from '../../db/schema/index.ts';
import {
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  sandboxCheckout,
  seedShop,
  sendCheckoutDetails,
  shopperCookieFor,
  stockOf,
  useCheckoutTestApp,
} from './checkout.test-support.ts';

const t = useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });

let recorder: Recorder | undefined;
afterEach(() => recorder?.stop());

/** The statements of one call, counted while nothing else runs. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  recorder = recordStatements(t.database.kind);
  try {
    const result = await work();
    return { result, statements: [...recorder.statements] };
  } finally {
    recorder.stop();
    recorder = undefined;
  }
}

/** What counts: the app's own statements (not the cache listener's `select 1`, nor PGlite's scope switches). */
const appStatements = (statements: string[]) =>
  statements.filter((text) => text !== 'select 1' && !/^select set_config\('app\./.test(text));

/**
 * Round trips per call when this was written (ADR 0020: 41 per order before, 32 after; then 34,
 * the card's success and its webhook job made one transaction: BEGIN and COMMIT are two more).
 * confirm +1: the order's 'placed' and 'paid' timeline entries, one insert for both.
 * confirm +1 (ADR 0025): the store's next invoice number, just before the stock.
 * confirm ±0: every e-mail now has its 'email.send' job (it prints the mail when there
 * is no SMTP server), and the order's e-mails go in two statements whatever their number (one into
 * the outbox, one for their jobs) instead of one insert each.
 * confirm −2: a payment taken in full, its e-mails queued in the order's transaction, leaves the
 * finalize safety net nothing to re-run, so it is not queued (its insert and the read of the job
 * the card's webhook had queued under the same key).
 * confirm −1: the order's e-mails and their one 'email.send' job in one statement (the numbers,
 * taken last with the invoice number in one statement, print in them).
 * confirm −2: the order, its lines and its 'placed' and 'paid' entries in one statement.
 * confirm −1: a guest's account found, or made when new, in one statement.
 * confirm −1: the store's row read with the snapshot, in one statement (docs/performance.md).
 * confirm −1: where the store's copy of the order e-mail goes (its owner's address when it has no
 * support address) read with the store's row, not in the order's transaction.
 * confirm −1: a new customer's set-password token stored by the statement that makes the account.
 * details −1: the store front names its store with the details, as with confirm: no look-up.
 * card −3: the sandbox card's success and its webhook job in one statement, so no transaction.
 * card −1: the card form's intent read once, by its id on the platform path (its store from the row).
 * intent −1: the cart's products and their variant rows in one statement.
 * confirm −1: the snapshot moves on (and the payment's job is marked done) in the order's statement.
 * confirm −1: no savepoint: a refused order rolls its transaction back, the next one closes the
 * checkout for the refund (ADR 0109).
 * confirm −1: whether the guest's account is staff of any store comes with the account, in its
 * statement (account_is_staff), not from a read of every store's memberships before (ADR 0111).
 * details −1: the shopper's own open checkout, in the priced country and with no discount, is
 * saved by one update whose conditions are those checks; anything else reads the row to answer.
 * confirm −1 on PostgreSQL: a transaction's BEGIN goes in its first statement's round trip, with
 * the store's scope (db/postgres-scopes.ts); PGlite's BEGIN is a call into the engine of its own.
 * confirm −1 (ADR 0112): the order is written after the stock, numbered by the store's counters in
 * its own statement, instead of numbered by an update of its row at the end.
 * confirm −1 on PostgreSQL (ADR 0113): the order's e-mails, whose answer nothing waits for, go in
 * the COMMIT's round trip.
 * intent −1 on PostgreSQL (ADR 0113): the sandbox's intent and the snapshot, whose answers nothing
 * waits for, go together with their COMMIT.
 */
const budget = () =>
  t.database.kind === 'postgres'
    ? { intent: 3, details: 1, card: 2, confirm: 7 }
    : { intent: 4, details: 1, card: 2, confirm: 9 };

/**
 * The store's address (its primary domain, for the e-mails' links, ADR 0073) is read once and kept
 * 10 s per instance, so it is a cost per store and not per order: each test reads it first, as
 * the store's pages do, so that what is counted is an order's own statements.
 */
async function knowStoreAddress(shop: { tenant: { slug: string } }) {
  const sitemap = await t.app.inject({ method: 'GET', url: `/s/${shop.tenant.slug}/sitemap.xml` });
  expect(sitemap.statusCode).toBe(200);
}

/** The newest transaction id so far: rows a later transaction writes have a greater `xmin`. */
async function lastTransactionId(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select pg_current_xact_id()::text::bigint as id`)) as unknown as {
    rows: { id: string | number }[];
  };
  return Number(rows[0]!.id);
}

/**
 * The rows written after transaction `since`, per table: every row whose live version a later
 * transaction inserted or updated (a trigger's rows included). What a checkout costs PostgreSQL
 * is mostly these rows and their index entries.
 */
async function rowsWrittenSince(db: Db, since: number): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> '__drizzle_migrations' order by 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const written: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(tablename)} where xmin::text::bigint > ${since}`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) written[tablename] = rows[0]!.n;
  }
  return written;
}

/**
 * Rows one complete guest order of one product writes (20 when this was written, and one row of
 * slack): the payment intent and the checkout snapshot; the order, its item, its 'placed' and
 * 'paid' timeline entries and its search words (5); the guest's account and its set-password
 * token; the two e-mails and two jobs (one sends both e-mails, one is the payment's webhook); the
 * order and invoice numbers' counters; the stock. Every row is a cost each order pays, with its index entries: raise this only
 * knowingly (docs/performance.md).
 */
const ROWS_BUDGET = 21;

describe('statements per complete checkout', () => {
  it('a guest order of one product stays within its budget, and takes the stock, then the store numbers, last', async () => {
    // Stock well above the low-stock level (5): the common sale, which e-mails nobody.
    const shop = await seedShop(t.db, 'statement-shop', { teeStock: 50 });
    await knowStoreAddress(shop);
    const email = 'counted@example.com';
    const form = { customerEmail: email, customerName: 'Ada Lovelace', shippingAddress: '12 Analytical Row' };
    const before = await lastTransactionId(t.db);
    const intent = await counted(() =>
      createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] }),
    );
    expect(intent.result.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.result.json();
    // The store front names its store with the details, as with confirm-payment: no look-up.
    const details = await counted(() =>
      sendCheckoutDetails(t.app, paymentIntentId, form, { tenantId: shop.tenant.id }),
    );
    expect(details.result.statusCode).toBe(204);
    const card = await counted(() => payInSandbox(t.app, clientSecret));
    expect(card.result.statusCode).toBe(200);
    // The store front sends the same form again with confirm-payment.
    const confirm = await counted(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/confirm-payment',
        payload: { paymentIntentId, orderData: { ...form, tenantId: shop.tenant.id }, items: [] },
        headers: { cookie: shopperCookieFor(paymentIntentId)! },
      }),
    );
    expect(confirm.result.statusCode).toBe(200);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(1);
    expect((await stockOf(t.db, shop)).tee).toBe(49);
    expect((await emailsOf(t.db, shop.tenant.id)).length).toBeGreaterThan(0);

    // On PostgreSQL the intent's two rows go together with their COMMIT (ADR 0113).
    if (t.database.kind === 'postgres') {
      expect(appStatements(intent.statements).at(-1)).toMatch(
        /^begin; insert into "sandbox_payment_intents".*; insert into "checkout_snapshots".*; commit$/s,
      );
    }
    const perCall = {
      intent: appStatements(intent.statements),
      details: appStatements(details.statements),
      card: appStatements(card.statements),
      confirm: appStatements(confirm.statements),
    };
    for (const [call, most] of Object.entries(budget())) {
      const list = perCall[call as keyof typeof perCall];
      expect(list.length, `${call}: ${JSON.stringify(list, null, 1)}`).toBeLessThanOrEqual(most);
    }

    const written = await rowsWrittenSince(t.db, before);
    const rowCount = Object.values(written).reduce((sum, n) => sum + n, 0);
    expect(rowCount, JSON.stringify(written)).toBeLessThanOrEqual(ROWS_BUDGET);
    expect(written).toMatchObject({ orders: 1, order_items: 1, checkout_snapshots: 1, products: 1 });
    // The order and invoice numbers' counters move in the order's own statement, which writes both
    // on the order's row as it inserts it (ADR 0112): one row each.
    expect(written.order_number_sequences).toBe(1);
    expect(written.invoice_sequences).toBe(1);

    // The store's counter rows, which every checkout of the store needs, are locked by the last
    // statements: the order's, which takes the numbers, then only the e-mails that print them
    // (outbox rows and their one job, one statement) and COMMIT, in one round trip on PostgreSQL
    // (ADR 0113). The product's row just before them, and by nothing earlier.
    const stockAt = perCall.confirm.findIndex((text) => /^update "products" set "in_stock"/.test(text));
    expect(stockAt).toBeGreaterThan(0);
    expect(perCall.confirm[stockAt + 1]).toMatch(/^\s*with next_order as .*insert into "orders"/s);
    const emails = /insert into "email_outbox".*insert into "jobs"/s;
    expect(perCall.confirm.slice(stockAt + 2), JSON.stringify(perCall.confirm, null, 1)).toEqual(
      t.database.kind === 'postgres'
        ? [expect.stringMatching(new RegExp(`${emails.source}.*; commit$`, 's'))]
        : [expect.stringMatching(emails), expect.stringMatching(/^commit$/i)],
    );
    expect(
      perCall.confirm.filter((text) => /order_number_sequences|invoice_sequences/.test(text)),
    ).toHaveLength(1);
    // The order's e-mails are queued in the order's own transaction: one transaction in confirm.
    expect(perCall.confirm.filter((text) => /^(begin|BEGIN)/.test(text))).toHaveLength(1);
  });

  it('a sale that makes a product low adds one statement, the store e-mail after the stock (on PostgreSQL in the round trip of the order)', async () => {
    const shop = await seedShop(t.db, 'statement-low', { teeStock: 7 });
    await knowStoreAddress(shop);
    const sale = (email: string) =>
      sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
    const [above, low] = [await sale('above@example.com'), await sale('low@example.com')];
    const plain = await counted(() => above.confirm()); // 7 → 6: above the level of 5
    const confirm = await counted(() => low.confirm()); // 6 → 5: at the level, the store is told
    expect([plain.result.statusCode, confirm.result.statusCode]).toEqual([200, 200]);
    const statements = appStatements(confirm.statements);
    // The stock statement tells that the row reached its level; one statement more, right after
    // it, raises the row's flag and queues the e-mail (address, outbox row, its job); then the
    // store's numbers and the order's e-mails. On PostgreSQL nothing waits for the store's e-mail,
    // so it goes in the round trip of the order's statement (ADR 0113).
    const postgres = t.database.kind === 'postgres';
    expect(statements.length, JSON.stringify(statements, null, 1)).toBe(
      appStatements(plain.statements).length + (postgres ? 0 : 1),
    );
    const stockAt = statements.findIndex((text) => /^update "products" set "in_stock"/.test(text));
    if (postgres) {
      expect(statements[stockAt + 1]).toMatch(/^\s*with flagged_products as.*;\s*with next_order as/s);
    } else {
      expect(statements[stockAt + 1]).toMatch(/^\s*with flagged_products as/);
      expect(statements[stockAt + 2]).toMatch(/^\s*with next_order as/);
    }
  });

  it('a guest whose e-mail already has an account costs no more than a new one: its e-mail joins the same insert', async () => {
    const shop = await seedShop(t.db, 'statement-returning');
    await knowStoreAddress(shop);
    await createUser(t.db, { username: 'had.one@example.com', password: 'customer-pass-1' });
    const sale = (email: string) =>
      sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
    const [fresh, returning] = [await sale('fresh@example.com'), await sale('had.one@example.com')];
    const created = await counted(() => fresh.confirm());
    const existing = await counted(() => returning.confirm());
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
    const plain = await counted(() => plainSale.confirm());
    const plainRows = await rowsWrittenSince(t.db, beforePlain);
    const beforeHooked = await lastTransactionId(t.db);
    const withHooks = await counted(() => hookedSale.confirm());
    const hookedRows = await rowsWrittenSince(t.db, beforeHooked);
    expect([plain.result.statusCode, withHooks.result.statusCode]).toEqual([200, 200]);
    const [p, h] = [appStatements(plain.statements), appStatements(withHooks.statements)];
    expect(p.filter((text) => /webhook_deliveries/.test(text))).toEqual([]);
    // The deliveries and their one job in one statement, after the e-mails, before COMMIT: on
    // PostgreSQL nothing waits for it, so it goes in the COMMIT's round trip (ADR 0113).
    const deliveries = /insert into "webhook_deliveries".*insert into "jobs"/s;
    if (t.database.kind === 'postgres') {
      expect(h.length, JSON.stringify(h, null, 1)).toBe(p.length);
      expect(h.at(-1)).toMatch(new RegExp(`"email_outbox".*${deliveries.source}.*; commit$`, 's'));
    } else {
      expect(h.length, JSON.stringify(h, null, 1)).toBe(p.length + 1);
      expect(h.slice(-2)).toEqual([expect.stringMatching(deliveries), expect.stringMatching(/^commit$/i)]);
    }
    // Rows: one delivery per event (two) and one job for both.
    expect(plainRows.webhook_deliveries).toBeUndefined();
    expect(hookedRows.webhook_deliveries).toBe(2);
    const count = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);
    expect(count(hookedRows) - count(plainRows), JSON.stringify({ plainRows, hookedRows })).toBe(3);
  });

  it("a checkout in another currency costs its intent two statements, the store's rates and its prices in it; confirm nothing", async () => {
    // docs/decisions/0105: the base currency reads nothing more, so the first test holds its budget.
    const shop = await seedShop(t.db, 'statement-currency');
    await t.db
      .insert(storeCurrencies)
      .values({ tenantId: shop.tenant.id, currency: 'EUR', rate: '1.165', rounding: 'ninety-nine' });
    await knowStoreAddress(shop);
    const items = [{ id: shop.tee.id, quantity: 1 }];
    const base = await counted(() => createIntent(t.app, { tenantId: shop.tenant.id, items }));
    const euro = await counted(() =>
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
      return counted(() =>
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
    const refused = await counted(() => second.confirm());
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
