// The store-front cache's triggers on products and their variants (migration 0070, ADR 0013): the
// stock has a trigger of its own (a count reaching or leaving zero), and the row's comparison runs
// for an update that sets any other column. Those columns are listed in the trigger, so a column
// added to either table must join its list, or its changes would stay cached: this fails until it does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/database.ts';

type TriggerColumns = { table: string; trigger: string; unwatched: string[]; watched: string[] };

describe("store-front cache triggers on a product's and a variant's columns", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('compare the rows only for an update that sets more than the stock, and watch every other column', async () => {
    const { rows } = (await database.db.execute(sql`
      select c.relname as table, tg.tgname as trigger,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and a.attgenerated = '' and a.attnum <> all (tg.tgattr::int2[])
                    order by a.attname) as unwatched,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum = any (tg.tgattr::int2[])
                    order by a.attname) as watched
        from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
       where c.relname in ('products', 'product_variants')
         and tg.tgname in ('storefront_cache_update', 'storefront_cache_stock')
       order by 1, 2`)) as unknown as { rows: TriggerColumns[] };
    expect(rows.map(({ table, trigger, unwatched }) => ({ table, trigger, unwatched }))).toEqual([
      { table: 'product_variants', trigger: 'storefront_cache_stock', unwatched: expect.any(Array) },
      { table: 'product_variants', trigger: 'storefront_cache_update', unwatched: ['stock'] },
      { table: 'products', trigger: 'storefront_cache_stock', unwatched: expect.any(Array) },
      { table: 'products', trigger: 'storefront_cache_update', unwatched: ['in_stock', 'updated_at'] },
    ]);
    expect(rows.filter((row) => row.trigger === 'storefront_cache_stock').map((row) => row.watched)).toEqual([
      ['stock'],
      ['in_stock'],
    ]);
  });
});
