// An order's search words written by its own statement (migration 0071, order-search-words.ts):
// the same rows the orders trigger writes for any other order (order_search_words_of, migration
// 0020), for any name and e-mail; the trigger skips only the order its statement names, so an
// order written another way in the same transaction keeps its words.
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../../db/database.ts';
import { orderWordStarts } from './order-search-words.ts';
import { insertOrder, type NewOrderRow } from './order-writes.queries.ts';
import { createOrder } from './place-order.service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Both cases, accented letters, a letter that lower-cases past ASCII, a digit, an emoji (two
// UTF-16 units), and the separators names and e-mails hold, control characters among them.
const character = fc.constantFrom(
  'a',
  'B',
  'é',
  'É',
  'Σ',
  '1',
  '👈',
  ' ',
  '.',
  '@',
  '-',
  '_',
  "'",
  '+',
  '\t',
);
const text = (max: number) => fc.array(character, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));

let payment = 0;

function orderRow(tenantId: number, customerName: string, customerEmail: string, paid = true): NewOrderRow {
  payment += 1;
  return {
    tenantId,
    customerName,
    customerEmail,
    shippingAddress: '1 Test Street, London',
    status: 'paid',
    totalMinor: 1000,
    subtotalMinor: 1000,
    paymentProvider: paid ? 'sandbox' : null,
    paymentIntentId: paid ? `pi_words_${payment}_${Date.now()}` : null,
  };
}

const line = { productName: 'Tee', quantity: 1, priceMinor: 1000 };

async function words(db: Db, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { word: string }[] };
  return result.rows.map((row) => row.word);
}

const wordsOf = (db: Db, orderId: number) =>
  words(db, sql`select word from order_search_words where order_id = ${orderId} order by word collate "C"`);

/** What the orders trigger writes for an order of this name and e-mail (migration 0020). */
const triggerWords = (db: Db, name: string, email: string) =>
  words(db, sql`select w as word from order_search_words_of(${name}, ${email}) as w order by w collate "C"`);

describe("an order's search words written by its statement", () => {
  // First, on a session that has never named an order (the setting is NULL there, not '').
  it('leave an order without a payment to the trigger, on a session that never named one', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'words-unpaid' })).id;
    const db = database.scopes.tenant(tenantId);
    const placed = await createOrder(
      { db },
      { order: orderRow(tenantId, 'Cash Buyer', 'cash@till.example', false), items: [line] },
    );
    expect(await wordsOf(db, placed.id)).toEqual(await triggerWords(db, 'Cash Buyer', 'cash@till.example'));
    expect(await wordsOf(db, placed.id)).toHaveLength(5);
  });

  it('are the rows the trigger writes, for any name and e-mail', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'words-same' })).id;
    const db = database.scopes.tenant(tenantId);
    await fc.assert(
      fc.asyncProperty(text(12), text(14), async (name, email) => {
        const placed = await db.transaction((tx) =>
          createOrder({ db: tx }, { order: orderRow(tenantId, name, email), items: [line] }),
        );
        expect(await wordsOf(db, placed.id)).toEqual(await triggerWords(db, name, email));
      }),
      { numRuns: 40 },
    );
  });

  it('come from the statement, once: the trigger skips the order it names', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'words-once' })).id;
    const db = database.scopes.tenant(tenantId);
    const values = orderRow(tenantId, 'Grace Hopper', 'grace.hopper@example.com');
    const { placed, named } = await db.transaction(async (tx) => {
      const placed = await createOrder({ db: tx }, { order: values, items: [line] });
      const setting = (await tx.execute(
        sql`select current_setting('app.order_words', true) as named`,
      )) as unknown as { rows: { named: string }[] };
      return { placed, named: setting.rows[0]!.named };
    });
    // The statement named its order, so the trigger wrote nothing for it: the words are the
    // statement's, each once.
    expect(named).toBe(`sandbox:${values.paymentIntentId}`);
    expect(await wordsOf(db, placed.id)).toEqual([
      'com',
      'example.com',
      'grace hopper',
      'grace.hopper@example.com',
      'hopper',
      'hopper@example.com',
    ]);
    expect(orderWordStarts(values.customerName, values.customerEmail)).toEqual([
      'Grace Hopper',
      'Hopper',
      'grace.hopper@example.com',
      'hopper@example.com',
      'example.com',
      'com',
    ]);
  });

  it('leave the trigger to every other order of the transaction, and to one outside a transaction', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'words-others' })).id;
    const db = database.scopes.tenant(tenantId);
    const [first, second, unpaid] = await db.transaction(async (tx) => [
      await createOrder(
        { db: tx },
        { order: orderRow(tenantId, 'Ada Lovelace', 'ada@engine.example'), items: [line] },
      ),
      // A plain insert after it, in the same transaction: another payment, so its own trigger.
      await insertOrder(tx, orderRow(tenantId, 'Mary Somerville', 'mary@tides.example'), false),
      await createOrder(
        { db: tx },
        { order: orderRow(tenantId, 'Emmy Noether', 'emmy@rings.example', false), items: [line] },
      ),
    ]);
    const alone = await createOrder(
      { db },
      { order: orderRow(tenantId, 'Hedy Lamarr', 'hedy@hop.example'), items: [line] },
    );
    expect(await wordsOf(db, first.id)).toEqual(await triggerWords(db, 'Ada Lovelace', 'ada@engine.example'));
    expect(await wordsOf(db, second!.id)).toEqual(
      await triggerWords(db, 'Mary Somerville', 'mary@tides.example'),
    );
    expect(await wordsOf(db, unpaid.id)).toEqual(
      await triggerWords(db, 'Emmy Noether', 'emmy@rings.example'),
    );
    expect(await wordsOf(db, alone.id)).toEqual(await triggerWords(db, 'Hedy Lamarr', 'hedy@hop.example'));
  });
});
