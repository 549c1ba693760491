// Row-level security checked without trusting the app's own filters (DESIGN §4).
// 1. The catalog: every table with a tenant_id column has ENABLE + FORCE row-level security and
//    both policies; a new table without them fails here.
// 2. The role: the app's connection is subject to the policies (not a superuser, no BYPASSRLS).
// 3. The leak suite: one row per store in every tenant-owned table, then, as the app's role acting
//    for store A, no row of store B can be read, updated, deleted, or inserted with B's id; and with
//    no store set, nothing at all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/database.ts';
import { createTestDatabase } from './database.ts';

/** Tables with a tenant_id that are not a store's data, and why. Anything else must be guarded. */
const NOT_STORE_DATA: Record<string, string> = {
  sessions:
    "a person's sign-in, found by its token before any store is known; tenant_id is only the store they chose",
};

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

async function stateOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
}

/** One row of every tenant-owned table for a store, made on the platform path. */
async function fillStore(db: Db, tenantId: number, tag: string) {
  const one = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(db, query))[0]!.id;
  const userId = await one(
    sql`insert into users (username, password) values (${`owner-${tag}`}, 'x') returning id`,
  );
  await db.execute(sql`insert into user_tenants (tenant_id, user_id) values (${tenantId}, ${userId})`);
  const productId = await one(
    sql`insert into products (tenant_id, name, price_minor) values (${tenantId}, ${`Tee ${tag}`}, 1000) returning id`,
  );
  await db.execute(sql`insert into categories (tenant_id, name) values (${tenantId}, ${`Cat ${tag}`})`);
  await db.execute(
    sql`insert into variant_attributes (tenant_id, name, type) values (${tenantId}, ${`Size ${tag}`}, 'size')`,
  );
  await db.execute(sql`insert into product_variants (tenant_id, product_id, variant_combination, price_minor)
    values (${tenantId}, ${productId}, '{"Size":"M"}', 1000)`);
  await db.execute(sql`insert into cms_content (tenant_id, key) values (${tenantId}, ${`key-${tag}`})`);
  await db.execute(
    sql`insert into shipping_options (tenant_id, name) values (${tenantId}, ${`Post ${tag}`})`,
  );
  await db.execute(sql`insert into uploads (tenant_id, storage_key, url, bytes, content_type)
    values (${tenantId}, ${`k-${tag}`}, ${`/u/${tag}`}, 10, 'image/png')`);
  const orderId = await one(sql`insert into orders (tenant_id, customer_email, customer_name, total_minor)
    values (${tenantId}, ${`${tag}@example.com`}, ${tag}, 1000) returning id`);
  await db.execute(sql`insert into order_items (tenant_id, order_id, product_name, quantity, price_minor)
    values (${tenantId}, ${orderId}, 'Tee', 1, 1000)`);
  await db.execute(sql`insert into order_events (tenant_id, order_id, kind, message)
    values (${tenantId}, ${orderId}, 'placed', 'Order placed')`);
  const refundId =
    await one(sql`insert into order_refunds (tenant_id, order_id, idempotency_key, request_hash,
    amount_minor, refunded_before_minor, status, lease_until)
    values (${tenantId}, ${orderId}, ${`key-${tag}-0001`}, 'x', 500, 0, 'succeeded', now()) returning id`);
  await db.execute(sql`insert into order_refund_lines (tenant_id, refund_id, order_item_id, quantity, amount_minor)
    select ${tenantId}, ${refundId}, id, 1, 500 from order_items where order_id = ${orderId}`);
  const returnId = await one(sql`insert into order_returns (tenant_id, order_id, reason, currency)
    values (${tenantId}, ${orderId}, 'Too small', 'GBP') returning id`);
  await db.execute(sql`insert into order_return_lines (tenant_id, return_id, order_item_id, quantity, unit_price_minor)
    select ${tenantId}, ${returnId}, id, 1, 1000 from order_items where order_id = ${orderId}`);
  await db.execute(sql`insert into order_fulfilments (tenant_id, order_id, carrier, tracking_number)
    values (${tenantId}, ${orderId}, 'dpd', ${`TRK-${tag}`})`);
  await db.execute(sql`insert into order_fulfilment_lines (tenant_id, fulfilment_id, order_item_id, quantity)
    select ${tenantId}, f.id, i.id, 1 from order_fulfilments f join order_items i on i.order_id = f.order_id
    where f.order_id = ${orderId}`);
  await db.execute(sql`insert into invoice_sequences (tenant_id, last_number) values (${tenantId}, 1)`);
  await db.execute(sql`insert into credit_note_sequences (tenant_id, last_number) values (${tenantId}, 1)`);
  await db.execute(sql`insert into credit_notes (tenant_id, order_id, refund_id, number, currency, amount_minor,
    vat_minor, prices_include_vat, lines)
    values (${tenantId}, ${orderId}, ${refundId}, 1, 'GBP', 500, 83, true, '[]')`);
  const discountId = await one(
    sql`insert into discounts (tenant_id, code, type, value) values (${tenantId}, ${`SAVE${tag}`}, 'percentage', 10) returning id`,
  );
  await db.execute(sql`insert into discount_redemptions (tenant_id, discount_id, order_id, email, amount_minor)
    values (${tenantId}, ${discountId}, ${orderId}, 'a@example.com', 100)`);
  const subscriptionId =
    await one(sql`insert into product_subscriptions (tenant_id, product_id, customer_email)
    values (${tenantId}, ${productId}, ${`${tag}@example.com`}) returning id`);
  await db.execute(sql`insert into subscription_renewals (tenant_id, subscription_id, period_start, amount_minor)
    values (${tenantId}, ${subscriptionId}, now(), 1000)`);
  await db.execute(sql`insert into checkout_snapshots (tenant_id, provider, payment_intent_id, items, subtotal_minor, total_minor)
    values (${tenantId}, 'sandbox', ${`pi_${tag}`}, '[]', 1000, 1000)`);
  await db.execute(sql`insert into processed_webhook_events (tenant_id, provider, event_id)
    values (${tenantId}, 'stripe', ${`evt_${tag}`})`);
  await db.execute(sql`insert into sandbox_payment_intents (id, tenant_id, amount_minor, client_secret)
    values (${`spi_${tag}`}, ${tenantId}, 1000, ${`secret_${tag}`})`);
  await db.execute(sql`insert into sandbox_payment_methods (id, tenant_id, card_last4, exp_month, exp_year)
    values (${`spm_${tag}`}, ${tenantId}, '4242', 12, 2040)`);
  const billId = await one(
    sql`insert into billing (tenant_id, amount_minor) values (${tenantId}, 2900) returning id`,
  );
  await db.execute(sql`insert into platform_credit_notes (tenant_id, billing_id, number, amount_minor, vat_minor, currency, reason)
    values (${tenantId}, ${billId}, ${`SFCN-RLS-${tag}`}, 100, 17, 'GBP', 'Refund')`);
  await db.execute(sql`insert into usage_limit_notices (tenant_id, month, orders_this_month, max_orders)
    values (${tenantId}, '2026-11', 3, 2)`);
  await db.execute(sql`insert into platform_payment_methods (tenant_id, provider, payment_method_id, brand, last4, exp_month, exp_year)
    values (${tenantId}, 'sandbox', ${`sbpm_${tag}`}, 'visa', '4242', 12, 2040)`);
  await db.execute(sql`insert into store_currencies (tenant_id, currency, rate, rounding)
    values (${tenantId}, 'EUR', 1.165, 'ninety-nine')`);
  await db.execute(sql`insert into product_prices (tenant_id, product_id, currency, price_minor)
    values (${tenantId}, ${productId}, 'EUR', 1199)`);
  await db.execute(sql`insert into shipping_zones (tenant_id, name, countries)
    values (${tenantId}, ${`Zone ${tag}`}, '{DE}')`);
  await db.execute(sql`insert into tenant_plan_changes (tenant_id, from_plan, to_plan)
    values (${tenantId}, 'basic', 'pro')`);
  await db.execute(sql`insert into billing_events (tenant_id, kind, message)
    values (${tenantId}, 'card_saved', ${`Card of ${tag} saved`})`);
  await db.execute(sql`insert into email_outbox (tenant_id, to_address, subject, html)
    values (${tenantId}, ${`${tag}@example.com`}, 'Hello', '<p>Hi</p>')`);
  await db.execute(sql`insert into customer_addresses (tenant_id, user_id, first_name, last_name, address, city, zip_code)
    values (${tenantId}, ${userId}, 'Ada', ${tag}, '1 Row', 'London', 'SW1A 1AA')`);
  await db.execute(sql`insert into draft_orders (tenant_id, customer_email, customer_name, shipping_address, lines, shipping_method, expires_at, pay_token_hash)
    values (${tenantId}, ${`${tag}@example.com`}, 'Ada', '1 Row', '[]', 'Standard', now() + interval '30 days', ${`pay-${tag}`})`);
  await db.execute(sql`insert into order_payment_links (tenant_id, order_id, token_hash, amount_minor, currency, expires_at)
    values (${tenantId}, ${orderId}, ${`owed-${tag}`}, 500, 'GBP', now() + interval '14 days')`);
  await db.execute(sql`insert into store_domains (tenant_id, host, verification_token)
    values (${tenantId}, ${`shop-${tag}.example.com`}, ${`token-${tag}`})`);
  await db.execute(sql`insert into api_keys (tenant_id, name, scopes, prefix, secret_hash, created_by)
    values (${tenantId}, ${`Key ${tag}`}, '{orders:read}', 'sf_live_abcd', ${`key-hash-${tag}`}, ${userId})`);
  await db.execute(sql`insert into storefront_keys (tenant_id, name, key, allowed_origins, created_by)
    values (${tenantId}, ${`Front ${tag}`}, ${`sf_pub_${tag}`}, '{https://front.example.com}', ${userId})`);
  await db.execute(
    sql`insert into funnel_days (tenant_id, day, sessions) values (${tenantId}, current_date, 3)`,
  );
  await db.execute(sql`insert into sales_daily (tenant_id, day, currency, orders, gross_minor, discounts_minor,
    refunds_minor, net_minor, tax_minor, shipping_minor, units, new_customer_orders, returning_customer_orders,
    discounted_orders, refund_count) values (${tenantId}, current_date, 'GBP', 1, 1000, 0, 0, 1000, 167, 0, 1, 1, 0, 0, 0)`);
  await db.execute(sql`insert into sales_daily_products (tenant_id, day, product_id, product_name, units, net_minor)
    values (${tenantId}, current_date, 1, ${`Tee ${tag}`}, 1, 1000)`);
  await db.execute(sql`insert into sales_daily_categories (tenant_id, day, category, units, net_minor)
    values (${tenantId}, current_date, 'Tees', 1, 1000)`);
  await db.execute(sql`insert into sales_daily_discounts (tenant_id, day, code, orders, discount_minor)
    values (${tenantId}, current_date, 'SAVE10', 1, 100)`);
  const endpointId = await one(sql`insert into webhook_endpoints (tenant_id, url, events, secret_sealed)
    values (${tenantId}, ${`https://hooks-${tag}.example.com/`}, '{order.paid}', 'sealed') returning id`);
  await db.execute(sql`insert into webhook_deliveries (tenant_id, endpoint_id, event_id, event_type, data)
    values (${tenantId}, ${endpointId}, gen_random_uuid(), 'order.paid', '{}')`);
  await db.execute(sql`insert into team_invitations (tenant_id, email, role, token_hash, expires_at)
    values (${tenantId}, ${`staff-${tag}@example.com`}, 'staff', ${`hash-${tag}`}, now() + interval '7 days')`);
  await db.execute(
    sql`insert into store_slug_history (tenant_id, old_slug) values (${tenantId}, ${`old-${tag}`})`,
  );
  await db.execute(sql`insert into audit_log (tenant_id, actor_name, action, entity_type, entity_id, route, status)
    values (${tenantId}, ${`owner-${tag}`}, 'update', 'product', ${String(productId)}, 'PUT /api/admin/products/:id', 200)`);
}

describe('row-level security', () => {
  let database: Database;
  let guarded: string[];
  let storeA: number;
  let storeB: number;
  let asA: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    const platform = database.scopes.platform;
    const stores = await rowsOf<{ id: number }>(
      platform,
      sql`insert into tenants (name, slug) values ('A', 'a'), ('B', 'b') returning id`,
    );
    [storeA, storeB] = stores.map((s) => s.id) as [number, number];
    await fillStore(platform, storeA, 'a');
    await fillStore(platform, storeB, 'b');
    asA = database.scopes.tenant(storeA);
    const tables = await rowsOf<{ table: string }>(
      database.db,
      sql`select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity order by 1`,
    );
    guarded = tables.map((t) => t.table);
  });
  afterAll(() => database.close());

  it('guards every table with a tenant_id column: enabled, forced, both policies', async () => {
    const tables = await rowsOf<{ table: string; enabled: boolean; forced: boolean; policies: string[] }>(
      database.db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            coalesce(array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1), '{}') as policies
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
          where n.nspname = 'public' and c.relkind = 'r'
          order by 1`,
    );
    const unguarded = tables
      .filter((t) => !(t.table in NOT_STORE_DATA))
      .filter((t) => !t.enabled || !t.forced || t.policies.join(',') !== 'platform_path,tenant_isolation')
      .map((t) => t.table);
    expect(unguarded).toEqual([]);
    // The query found the store tables (19 when the order timeline landed; more may follow).
    expect(tables.length - Object.keys(NOT_STORE_DATA).length).toBeGreaterThanOrEqual(19);
  });

  it('the policies compare tenant_id with app.tenant_id, and open every store only on the platform path', async () => {
    const policies = await rowsOf<{ name: string; qual: string; check: string }>(
      database.db,
      sql`select policyname as name, qual, with_check as check from pg_policies where tablename = 'orders' order by 1`,
    );
    // Each setting in a scalar subquery: read once per statement, not per row (migration 0008).
    const platform =
      "(( SELECT current_setting('app.scope'::text, true) AS current_setting) = 'platform'::text)";
    const tenant =
      "(tenant_id = ( SELECT (NULLIF(current_setting('app.tenant_id'::text, true), ''::text))::integer AS \"nullif\"))";
    expect(policies).toEqual([
      { name: 'platform_path', qual: platform, check: platform },
      { name: 'tenant_isolation', qual: tenant, check: tenant },
    ]);
  });

  it('connects as a role the policies bind: not a superuser, no BYPASSRLS', async () => {
    const role = await database.role();
    expect(role.bypassesRowSecurity).toBe(false);
    if (database.kind === 'pglite') expect(role.name).toBe('storefleet_app');
  });

  it('has rows of each store in every guarded table, the same for both (the suite below covers them all)', async () => {
    for (const table of guarded) {
      const [counts] = await rowsOf<{ a: number; b: number }>(
        database.scopes.platform,
        sql`select count(*) filter (where tenant_id = ${storeA})::int as a,
                   count(*) filter (where tenant_id = ${storeB})::int as b from ${sql.identifier(table)}`,
      );
      // One row each, but for an order's search words (its name's and e-mail's word starts).
      const expected = table === 'order_search_words' ? counts!.a : 1;
      expect({ table, ...counts }).toEqual({ table, a: expected, b: expected });
      expect(counts!.a).toBeGreaterThan(0);
    }
  });

  describe('acting for store A', () => {
    it('reads only A’s rows, even with no tenant filter and when asking for B’s', async () => {
      for (const table of guarded) {
        const [seen] = await rowsOf<{ all: number; mine: number; theirs: number }>(
          asA,
          sql`select count(*)::int as all, count(*) filter (where tenant_id = ${storeA})::int as mine,
                count(*) filter (where tenant_id = ${storeB})::int as theirs from ${sql.identifier(table)}`,
        );
        const [ofA] = await rowsOf<{ n: number }>(
          database.scopes.platform,
          sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${storeA}`,
        );
        expect({ table, ...seen }).toEqual({ table, all: ofA!.n, mine: ofA!.n, theirs: 0 });
      }
    });

    it('updates and deletes none of B’s rows', async () => {
      for (const table of guarded) {
        const t = sql.identifier(table);
        const update = sql`update ${t} set tenant_id = tenant_id where tenant_id = ${storeB} returning 1`;
        const remove = sql`delete from ${t} where tenant_id = ${storeB} returning 1`;
        const [may] = await rowsOf<{ update: boolean; delete: boolean }>(
          asA,
          sql`select has_table_privilege(${table}, 'UPDATE') as update, has_table_privilege(${table}, 'DELETE') as delete`,
        );
        if (!may!.update || !may!.delete) {
          // The audit log: the runtime role may neither rewrite nor delete entries at all (ADR 0045).
          expect({
            table,
            update: await stateOf(rowsOf(asA, update)),
            delete: await stateOf(rowsOf(asA, remove)),
          }).toEqual({ table, update: '42501', delete: '42501' });
          continue;
        }
        const updated = await rowsOf(asA, update);
        const deleted = await rowsOf(asA, remove);
        expect({ table, updated: updated.length, deleted: deleted.length }).toEqual({
          table,
          updated: 0,
          deleted: 0,
        });
      }
      const left = await rowsOf<{ n: number }>(
        database.scopes.platform,
        sql`select count(*)::int as n from orders where tenant_id = ${storeB}`,
      );
      expect(left[0]!.n).toBe(1);
    });

    it('cannot insert a row with B’s id, nor move one of its own rows into B', async () => {
      for (const table of guarded) {
        const t = sql.identifier(table);
        // A copy of one of A's rows with B's id, written by A: refused by WITH CHECK (42501),
        // which runs before any unique index could object.
        const columns = await rowsOf<{ name: string; type: string }>(
          database.db,
          sql`select column_name as name, data_type as type from information_schema.columns
              where table_schema = 'public' and table_name = ${table} and column_default is null
                and is_generated = 'NEVER'
              order by ordinal_position`,
        );
        const copied = columns.map(({ name, type }) => {
          if (name === 'tenant_id') return sql`${storeB}::int`;
          if (name === 'id' && type.startsWith('character')) return sql`id || '-copy'`;
          return sql.identifier(name);
        });
        const names = sql.join(
          columns.map((c) => sql.identifier(c.name)),
          sql`, `,
        );
        const insert = asA.execute(
          sql`insert into ${t} (${names}) select ${sql.join(copied, sql`, `)} from ${t} where tenant_id = ${storeA}`,
        );
        expect({ table, insert: await stateOf(insert) }).toEqual({ table, insert: '42501' });
        const move = asA.execute(sql`update ${t} set tenant_id = ${storeB} where tenant_id = ${storeA}`);
        expect({ table, move: await stateOf(move) }).toEqual({ table, move: '42501' });
      }
    });

    it('keeps the store inside a transaction and its savepoints', async () => {
      const counts = await asA.transaction(async (tx) => {
        const outer = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from orders`);
        const inner = await tx.transaction((sp) =>
          rowsOf<{ n: number }>(sp, sql`select count(*)::int as n from orders`),
        );
        return [outer[0]!.n, inner[0]!.n];
      });
      expect(counts).toEqual([1, 1]);
    });
  });

  it('with no store set, shows no rows of any guarded table and refuses writes', async () => {
    for (const table of guarded) {
      const [seen] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect({ table, n: seen!.n }).toEqual({ table, n: 0 });
    }
    const write = database.db.execute(
      sql`insert into categories (tenant_id, name) values (${storeA}, 'Sneaky')`,
    );
    expect(await stateOf(write)).toBe('42501');
  });

  it('keeps each statement to its own store when stores and transactions interleave', async () => {
    const asB = database.scopes.tenant(storeB);
    const count = (db: Db) => rowsOf<{ t: number }>(db, sql`select tenant_id as t from orders`);
    const seen = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const db = [asA, asB, database.db][i % 3]!;
        return i % 2 ? count(db) : db.transaction((tx) => count(tx));
      }),
    );
    expect(seen.map((rows) => rows.map((r) => r.t))).toEqual(
      Array.from({ length: 30 }, (_, i) => [[storeA], [storeB], []][i % 3]),
    );
  });

  it('never lets a handle inherit the store of the statement before it', async () => {
    await rowsOf(asA, sql`select 1`);
    const [after] = await rowsOf<{ tenant: string | null }>(
      database.db,
      sql`select nullif(current_setting('app.tenant_id', true), '') as tenant`,
    );
    expect(after!.tenant).toBeNull();
  });

  it('refuses a store id that is not a positive integer before it reaches SQL', () => {
    expect(() => database.scopes.tenant(0)).toThrow(/Not a store id/);
    expect(() => database.scopes.tenant(1.5)).toThrow(/Not a store id/);
    expect(() => database.scopes.tenant(Number.NaN)).toThrow(/Not a store id/);
  });
});
