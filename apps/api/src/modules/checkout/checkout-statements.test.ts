// How many statements one complete checkout sends to the database (ADR 0020): every round
// trip is time under load, and a transaction holding the product's stock row for more of them
// makes every other buyer of that product wait. This counts what the app sends, per call, through
// the database client itself (pg's Client on PostgreSQL; PGlite's query/exec and transactions on
// the embedded database), and fails when a checkout takes more than it did when this was written.
// The cases beside the plain guest order are in checkout-statements-cases.test.ts.
import { describe, expect, it } from 'vitest';
import {
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  seedShop,
  sendCheckoutDetails,
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
 * confirm −1 on PostgreSQL (ADR 0114): the stock goes ahead of the order's statement in its round
 * trip, and what it took is read after; a line short of stock rolls the order back.
 * confirm −1 on PostgreSQL (ADR 0116): a guest's account is found or made in the round trip of the
 * snapshot's lock, from the snapshot as read before it.
 * confirm −1 on PostgreSQL (ADR 0128): the stock is taken in that round trip too, read before the
 * order's statement is sent.
 * confirm +1 on PGlite (migration 0071): the order's statement writes its search words, and a
 * setting just before it names the order so that the orders trigger leaves it alone; on PostgreSQL
 * the setting goes in the order's round trip.
 */
const budget = () =>
  t.database.kind === 'postgres'
    ? { intent: 3, details: 1, card: 2, confirm: 4 }
    : { intent: 4, details: 1, card: 2, confirm: 10 };

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
    await knowStoreAddress(t, shop);
    const email = 'counted@example.com';
    const form = { customerEmail: email, customerName: 'Ada Lovelace', shippingAddress: '12 Analytical Row' };
    const before = await lastTransactionId(t.db);
    const intent = await counted(t, () =>
      createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] }),
    );
    expect(intent.result.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.result.json();
    // The store front names its store with the details, as with confirm-payment: no look-up.
    const details = await counted(t, () =>
      sendCheckoutDetails(t.app, paymentIntentId, form, { tenantId: shop.tenant.id }),
    );
    expect(details.result.statusCode).toBe(204);
    const card = await counted(t, () => payInSandbox(t.app, clientSecret));
    expect(card.result.statusCode).toBe(200);
    // The store front sends the same form again with confirm-payment.
    const confirm = await counted(t, () =>
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

    // On PostgreSQL the intent's two rows go together with their COMMIT (ADR 0113), and the
    // confirm's stock and guest account with the snapshot's lock (ADR 0116, ADR 0128).
    if (t.database.kind === 'postgres') {
      expect(appStatements(confirm.statements)).toContainEqual(
        expect.stringMatching(
          /^begin; select \* from "checkout_snapshots" .*for update; update "products" set "in_stock".*;\s*with found as .*insert into "users"/s,
        ),
      );
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
    // statement only: the order's, which takes the numbers and writes the e-mails that print them
    // (outbox rows and their one job), and goes with the COMMIT, in one round trip on PostgreSQL
    // (ADR 0120). The product's row is taken after the snapshot's lock, in its round trip on
    // PostgreSQL (ADR 0128), and read before the order's statement is sent.
    const stockAt = perCall.confirm.findIndex((text) => /(^|; )update "products" set "in_stock"/.test(text));
    expect(stockAt).toBeGreaterThan(0);
    const lockAt = perCall.confirm.findIndex((text) => /"checkout_snapshots" .*for update/s.test(text));
    expect(lockAt).toBeGreaterThanOrEqual(0);
    expect(lockAt).toBeLessThanOrEqual(stockAt);
    const order =
      /^\s*with next_order as .*insert into "orders".*insert into "order_search_words".*insert into "email_outbox".*insert into "jobs"/s;
    // The setting that names the order whose words its statement writes (migration 0071).
    const named = /^select set_config\('app\.order_words', \$1, true\)/;
    expect(perCall.confirm.slice(stockAt + 1), JSON.stringify(perCall.confirm, null, 1)).toEqual(
      t.database.kind === 'postgres'
        ? [expect.stringMatching(new RegExp(`${named.source};${order.source.slice(1)}.*; commit$`, 's'))]
        : [
            expect.stringMatching(/insert into "users"/),
            expect.stringMatching(named),
            expect.stringMatching(order),
            expect.stringMatching(/^commit$/i),
          ],
    );
    expect(
      perCall.confirm.filter((text) => /order_number_sequences|invoice_sequences/.test(text)),
    ).toHaveLength(1);
    // The order's e-mails are queued in the order's own transaction: one transaction in confirm.
    expect(perCall.confirm.filter((text) => /^(begin|BEGIN)/.test(text))).toHaveLength(1);
  });
});
