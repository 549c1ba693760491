// What the statement-budget tests share (checkout-statements.test.ts, checkout-statements-cases.test.ts):
// their app, the statements of one call, as the database client sees them (test/statements.ts), and
// the rows a checkout wrote, read from the rows' transaction ids.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { isScopeSwitch, recordStatements } from '../../../test/statements.ts';
import type { Db } from '../../db/database.ts';
import { useCheckoutTestApp } from './checkout.test-support.ts';

type TestApp = ReturnType<typeof useCheckoutTestApp>;

/**
 * The app of a statement-budget test file, with the request limits off: their counters are
 * statements too, and what is counted is the checkout's own.
 */
export function useStatementsTestApp(): TestApp {
  return useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
}

/** The statements of one call, counted while nothing else runs. */
export async function counted<T>(
  t: TestApp,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const recorder = recordStatements(t.database.kind);
  try {
    const result = await work();
    return { result, statements: [...recorder.statements] };
  } finally {
    recorder.stop();
  }
}

/** What counts: the app's own statements (not the cache listener's `select 1`, nor PGlite's scope switches). */
export const appStatements = (statements: string[]) =>
  statements.filter((text) => text !== 'select 1' && !isScopeSwitch(text));

/**
 * The store's address (its primary domain, for the e-mails' links, ADR 0073) is read once and kept
 * 10 s per instance, so it is a cost per store and not per order: each test reads it first, as
 * the store's pages do, so that what is counted is an order's own statements.
 */
export async function knowStoreAddress(t: TestApp, shop: { tenant: { slug: string } }) {
  const sitemap = await t.app.inject({ method: 'GET', url: `/s/${shop.tenant.slug}/sitemap.xml` });
  expect(sitemap.statusCode).toBe(200);
}

/** The newest transaction id so far: rows a later transaction writes have a greater `xmin`. */
export async function lastTransactionId(db: Db): Promise<number> {
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
export async function rowsWrittenSince(db: Db, since: number): Promise<Record<string, number>> {
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
