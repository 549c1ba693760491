// Migration 0023 on a database that already has orders: a database migrated to 0022 gets orders in
// two stores with the statuses of before (paid, shipped, partially refunded, refunded, cancelled…),
// then 0023 and every later migration run. Each order gets the payment and fulfilment statuses its
// old status and refunds imply, and the numbers #1001 upwards per store in the order they were
// placed; the stores' counters carry on from there for the next order.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/database.ts';
import { pgliteExtensions } from '../src/db/pglite.ts';
import { testDatabaseUrl } from './config.ts';
import { dropTestDatabase } from './drop-database.ts';

/** The first migration the backfill belongs to (0023_order-statuses-and-numbers). */
const NUMBERS_MIGRATION = 23;

type Raw = {
  exec(statement: string): Promise<void>;
  rows<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
};

/** A new, empty database as the schema's owner: PGlite in memory, or one on the test server. */
async function emptyDatabase(): Promise<Raw> {
  if (!testDatabaseUrl) {
    const client = await PGlite.create({ extensions: await pgliteExtensions() });
    return {
      exec: async (statement) => void (await client.exec(statement)),
      rows: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    };
  }
  const name = `sf_backfill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (statement) => void (await client.query(statement)),
    rows: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    async close() {
      await client.end();
      await dropTestDatabase(admin, name);
      await admin.end();
    },
  };
}

const migrations = readMigrationFiles({ migrationsFolder });

async function applyMigrations(db: Raw, from: number, to: number): Promise<void> {
  for (const migration of migrations.slice(from, to)) {
    for (const statement of migration.sql) if (statement.trim()) await db.exec(statement);
  }
}

type Numbered = {
  id: number;
  key: string;
  tenant: string;
  payment: string;
  fulfilment: string;
  number: number;
};

let db: Raw;
let after: Numbered[];

// Each order: its store, the status of before, what was refunded, and minutes ago it was placed.
// The ids go store A, store B, store A…, and placement is not id order, so the numbers must follow
// the time an order was placed within its own store.
const placed = [
  { key: 'a-paid', store: 'a', status: 'paid', refunded: 0, minutesAgo: 90 },
  { key: 'b-shipped', store: 'b', status: 'shipped', refunded: 0, minutesAgo: 50 },
  { key: 'a-partly', store: 'a', status: 'partially_refunded', refunded: 500, minutesAgo: 80 },
  { key: 'b-paid-early', store: 'b', status: 'paid', refunded: 0, minutesAgo: 70 },
  { key: 'a-refunded', store: 'a', status: 'refunded', refunded: 2000, minutesAgo: 70 },
  { key: 'a-cancelled', store: 'a', status: 'cancelled', refunded: 0, minutesAgo: 60 },
  { key: 'a-shipped-refunded', store: 'a', status: 'shipped', refunded: 800, minutesAgo: 50 },
  { key: 'b-refunded-no-figure', store: 'b', status: 'refunded', refunded: 0, minutesAgo: 40 },
  { key: 'a-pending', store: 'a', status: 'pending', refunded: 0, minutesAgo: 40 },
  { key: 'a-paid-with-parcel', store: 'a', status: 'paid', refunded: 0, minutesAgo: 30 },
  { key: 'a-delivered', store: 'a', status: 'delivered', refunded: 0, minutesAgo: 20 },
  // Placed in the same instant as the one before it in its store: the lower id is numbered first.
  { key: 'a-same-time', store: 'a', status: 'paid', refunded: 0, minutesAgo: 20 },
] as const;

beforeAll(async () => {
  db = await emptyDatabase();
  await applyMigrations(db, 0, NUMBERS_MIGRATION);
  // Outside any store's setting, as the migrations run: the platform path of row-level security.
  await db.exec("select set_config('app.scope', 'platform', false)");
  await db.exec(
    "insert into tenants (name, slug) values ('Store A', 'backfill-a'), ('Store B', 'backfill-b')",
  );
  const now = Date.parse('2026-11-20T12:00:00Z');
  for (const order of placed) {
    const at = new Date(now - order.minutesAgo * 60_000).toISOString();
    await db.exec(`insert into orders (tenant_id, customer_email, customer_name, total_minor, refunded_minor, status, created_at)
      values ((select id from tenants where slug = 'backfill-${order.store}'), '${order.key}@example.com', '${order.key}',
        2000, ${order.refunded}, '${order.status}', '${at}')`);
  }
  await db.exec(`insert into order_fulfilments (tenant_id, order_id, carrier, tracking_number)
    select tenant_id, id, 'royal_mail', 'AB123456789GB' from orders where customer_name = 'a-paid-with-parcel'`);
  await applyMigrations(db, NUMBERS_MIGRATION, migrations.length);
  await db.exec("select set_config('app.scope', 'platform', false)");
  after =
    await db.rows<Numbered>(`select o.id, o.customer_name as key, t.slug as tenant, o.payment_status as payment,
      o.fulfillment_status as fulfilment, o.order_number as number
    from orders o join tenants t on t.id = o.tenant_id order by o.id`);
});

afterAll(() => db?.close());

const byKey = (key: string) => after.find((o) => o.key === key)!;

describe('migration 0023 on orders placed before it', () => {
  it('gives each order the payment and fulfilment statuses its old status and refunds imply', () => {
    const statuses = Object.fromEntries(
      placed.map(({ key }) => [key, [byKey(key).payment, byKey(key).fulfilment]]),
    );
    expect(statuses).toEqual({
      'a-paid': ['paid', 'unfulfilled'],
      'b-shipped': ['paid', 'fulfilled'],
      'a-partly': ['partially_refunded', 'unfulfilled'],
      'b-paid-early': ['paid', 'unfulfilled'],
      'a-refunded': ['refunded', 'unfulfilled'],
      'a-cancelled': ['voided', 'unfulfilled'],
      'a-shipped-refunded': ['partially_refunded', 'fulfilled'],
      'b-refunded-no-figure': ['refunded', 'unfulfilled'],
      'a-pending': ['pending', 'unfulfilled'],
      'a-paid-with-parcel': ['paid', 'fulfilled'],
      'a-delivered': ['paid', 'fulfilled'],
      'a-same-time': ['paid', 'unfulfilled'],
    });
  });

  it('numbers each store’s orders #1001 upwards in the order they were placed', () => {
    const numbers = Object.fromEntries(placed.map(({ key }) => [key, byKey(key).number]));
    expect(numbers).toEqual({
      'a-paid': 1001,
      'a-partly': 1002,
      'a-refunded': 1003,
      'a-cancelled': 1004,
      'a-shipped-refunded': 1005,
      'a-pending': 1006,
      'a-paid-with-parcel': 1007,
      'a-delivered': 1008,
      'a-same-time': 1009,
      'b-paid-early': 1001,
      'b-shipped': 1002,
      'b-refunded-no-figure': 1003,
    });
    // The ids do not follow the numbers: store B's #1001 was inserted after store A's first orders.
    expect(byKey('b-paid-early').id).toBeGreaterThan(byKey('b-shipped').id);
  });

  it('carries each store’s counter on from its last number, and starts a new store at #1001', async () => {
    await db.exec("insert into tenants (name, slug) values ('Store C', 'backfill-c')");
    for (const store of ['a', 'b', 'c']) {
      await db.exec(`insert into orders (tenant_id, customer_email, customer_name, total_minor, status)
        values ((select id from tenants where slug = 'backfill-${store}'), 'next@example.com', 'next-${store}', 1000, 'paid')`);
    }
    const next = await db.rows<{ key: string; number: number }>(
      "select customer_name as key, order_number as number from orders where customer_name like 'next-%' order by id",
    );
    expect(next).toEqual([
      { key: 'next-a', number: 1010 },
      { key: 'next-b', number: 1004 },
      { key: 'next-c', number: 1001 },
    ]);
  });
});
