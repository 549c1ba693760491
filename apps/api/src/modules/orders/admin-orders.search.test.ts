// The admin order search by word starts (ADR 0044). The two ways of answering a search must agree,
// with each other and with the rule, for any names, e-mails and searches:
// - the word index (order_search_words, kept by a trigger on orders);
// - the walk of the newest-first list (LIKE, then a regular expression on search_text).
// The trigger must also keep an order's words when its name or e-mail changes.
import { ORDER_SEARCH_SEPARATOR, orderSearchTerm } from '@storefleet/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import { listAdminOrderPage } from './admin-orders.queries.ts';
import { seedOrders } from './admin-orders.test-support.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The rule, written out: the search found at the start of the field or right after a separator. */
function startsAWord(field: string, term: string): boolean {
  const text = field.replace(/[A-Z]/g, (c) => c.toLowerCase());
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || ORDER_SEARCH_SEPARATOR.test(text[at - 1] ?? '')) return true;
  }
  return false;
}

function expectedIds(
  rows: { id: number; customerName: string; customerEmail: string }[],
  search: string,
): number[] {
  const term = orderSearchTerm(search).replace(/[A-Z]/g, (c) => c.toLowerCase());
  if (!term) return [];
  return rows
    .filter((o) => startsAWord(o.customerName, term) || startsAWord(o.customerEmail, term))
    .map((o) => o.id)
    .sort((x, y) => x - y);
}

// Letters of both cases, an accented letter, a digit, and the separators names and e-mails hold.
const character = fc.constantFrom('a', 'b', 'B', 'é', '1', ' ', '.', '@', '-', '_', "'", '+');
const text = (max: number) => fc.array(character, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
const order = fc.record({ customerName: text(10), customerEmail: text(12) });
// Searches that are not an order number (digits alone also look up an id).
const search = text(5).filter((s) => !/^#?\d{1,9}$/.test(s.trim()) && s.trim() !== '');

let store = 0;

describe('the admin order search (ADR 0044)', () => {
  it('answers the same from the word index and from the walk, and follows the rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { minLength: 1, maxLength: 8 }),
        fc.array(search, { minLength: 1, maxLength: 4 }),
        async (list, searches) => {
          const tenantId = (await createTenant(database.scopes.platform, { slug: `search-${++store}` })).id;
          const rows = await seedOrders(database.scopes.platform, tenantId, list);
          const db = database.scopes.tenant(tenantId);
          // Searches of a whole order's field, and parts of it, besides the random ones.
          const first = rows[0]!;
          const all = [...searches, first.customerName, first.customerEmail.slice(2)].filter(
            (s) => s.trim() !== '' && !/^#?\d{1,9}$/.test(s.trim()),
          );
          for (const s of all) {
            const page = { search: s, limit: 200, offset: 0 };
            const scope = { tenantId };
            const fromIndex = await listAdminOrderPage(db, scope, page, { wordIndexLimit: 1_000_000 });
            const fromWalk = await listAdminOrderPage(db, scope, page, { wordIndexLimit: -1 });
            const ids = (r: typeof fromIndex) => r.rows.map((o) => o.id).sort((x, y) => x - y);
            const expected = expectedIds(rows, s);
            expect({ search: s, ids: ids(fromIndex), total: fromIndex.total }).toEqual({
              search: s,
              ids: expected,
              total: expected.length,
            });
            expect({ search: s, ids: ids(fromWalk), total: fromWalk.total }).toEqual({
              search: s,
              ids: expected,
              total: expected.length,
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps the words of an order whose name or e-mail changes, and finds it by the new ones only', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'search-renamed' })).id;
    const [row] = await seedOrders(database.scopes.platform, tenantId, [
      { customerName: 'Grace Hopper', customerEmail: 'grace@navy.example' },
    ]);
    const db = database.scopes.tenant(tenantId);
    await db
      .update(orders)
      .set({ customerName: 'Ada Lovelace', customerEmail: 'ada@engine.example' })
      .where(eq(orders.id, row!.id));
    const found = async (s: string) =>
      (await listAdminOrderPage(db, { tenantId }, { search: s, limit: 10, offset: 0 })).rows.map((o) => o.id);
    expect(await found('lovelace')).toEqual([row!.id]);
    expect(await found('engine.example')).toEqual([row!.id]);
    expect(await found('hopper')).toEqual([]);
    expect(await found('navy')).toEqual([]);
    const words = await db.execute(
      sql`select word from order_search_words where order_id = ${row!.id} order by word`,
    );
    expect((words as unknown as { rows: { word: string }[] }).rows.map((w) => w.word)).toEqual([
      'ada lovelace',
      'ada@engine.example',
      'engine.example',
      'example',
      'lovelace',
    ]);
  });

  it("deletes a store's words with the store, and no other store's (they have no key of their own)", async () => {
    const gone = (await createTenant(database.scopes.platform, { slug: 'search-gone' })).id;
    const kept = (await createTenant(database.scopes.platform, { slug: 'search-kept' })).id;
    await seedOrders(database.scopes.platform, gone, [
      { customerName: 'Gone Store', customerEmail: 'g@example.com' },
    ]);
    await seedOrders(database.scopes.platform, kept, [
      { customerName: 'Kept Store', customerEmail: 'k@example.com' },
    ]);
    const wordsOf = async (tenantId: number) =>
      (
        (await database.scopes.platform.execute(
          sql`select count(*)::int as n from order_search_words where tenant_id = ${tenantId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await wordsOf(gone)).toBeGreaterThan(0);
    const keptWords = await wordsOf(kept);
    // A store deleted on the platform path, as the operator's tools do; the trigger reads the
    // table on its own platform path and leaves the caller's scope as it was.
    const scope = await database.scopes.platform.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.scope', 'platform', true)`);
      await tx.execute(sql`delete from tenants where id = ${gone}`);
      return (
        (await tx.execute(sql`select current_setting('app.scope', true) as s`)) as unknown as {
          rows: { s: string }[];
        }
      ).rows[0]!.s;
    });
    expect(scope).toBe('platform');
    expect(await wordsOf(gone)).toBe(0);
    expect(await wordsOf(kept)).toBe(keptWords);
  });

  it('answers an order number both ways, and a search of separators alone with nothing', async () => {
    const tenantId = (await createTenant(database.scopes.platform, { slug: 'search-numbers' })).id;
    const rows = await seedOrders(database.scopes.platform, tenantId, [
      { customerName: 'Room 9999999', customerEmail: 'r9999999@example.com' },
      { customerName: 'Someone Else', customerEmail: 'else@example.com' },
    ]);
    const db = database.scopes.tenant(tenantId);
    for (const wordIndexLimit of [1_000_000, -1]) {
      const ids = async (s: string) =>
        (
          await listAdminOrderPage(db, { tenantId }, { search: s, limit: 10, offset: 0 }, { wordIndexLimit })
        ).rows.map((o) => o.id);
      // Its id, and any order with a word starting with those digits ("Room 9999999" for id 99).
      expect(await ids(`#${rows[1]!.id}`)).toContain(rows[1]!.id);
      expect(await ids('9999999')).toEqual([rows[0]!.id]);
      expect(await ids('@.')).toEqual([]);
    }
  });

  it('finds an order by its number in its store, in that store and across stores', async () => {
    const first = (await createTenant(database.scopes.platform, { slug: 'numbers-one' })).id;
    const second = (await createTenant(database.scopes.platform, { slug: 'numbers-two' })).id;
    const [a] = await seedOrders(database.scopes.platform, first, [
      { customerName: 'First Store', customerEmail: 'first@example.com' },
    ]);
    const [b] = await seedOrders(database.scopes.platform, second, [
      { customerName: 'Second Store', customerEmail: 'second@example.com' },
    ]);
    const numbered = async (id: number) =>
      (
        await database.scopes.platform.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id))
      )[0]!.n!;
    const number = await numbered(b!.id);
    expect(number).toBe(await numbered(a!.id));
    for (const wordIndexLimit of [1_000_000, -1]) {
      const ids = async (scope: { tenantId?: number }, s: string) =>
        (
          await listAdminOrderPage(
            scope.tenantId === undefined ? database.scopes.platform : database.scopes.tenant(scope.tenantId),
            scope,
            { search: s, limit: 50, offset: 0 },
            { wordIndexLimit },
          )
        ).rows.map((o) => o.id);
      expect(await ids({ tenantId: second }, `#${number}`)).toEqual([b!.id]);
      const everywhere = await ids({}, String(number));
      expect(everywhere).toContain(a!.id);
      expect(everywhere).toContain(b!.id);
    }
  });
});
