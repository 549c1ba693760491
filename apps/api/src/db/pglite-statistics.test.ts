// db/pglite-statistics.ts (ADR 0110): the embedded database analyses a table once enough of it has
// changed, as a server's autovacuum would, and the plan kept for a statement follows the table's
// growth instead of scanning it as it did when it was small.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, executeAsOwner } from '../../test/database.ts';
import type { Database } from './database.ts';
import { PGLITE_RUNTIME_ROLE } from './pglite.ts';
import { keepPgliteStatistics } from './pglite-statistics.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind !== 'pglite') return;
  // A table of three rows, analysed while small: its statistics say three rows on one page.
  for (const statement of [
    'create table plan_probe (id int primary key, k int not null, v text)',
    'create index plan_probe_k on plan_probe (k)',
    `grant select, insert on plan_probe to ${PGLITE_RUNTIME_ROLE}`,
  ])
    await executeAsOwner(database, statement);
  await database.db.execute(sql.raw(`insert into plan_probe values (1, 1, 'a'), (2, 2, 'b'), (3, 3, 'c')`));
  await executeAsOwner(database, 'analyze plan_probe');
});
afterAll(() => database?.close());

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The plan PostgreSQL keeps for the prepared `probe`, after running it enough times to keep one. */
async function keptPlan(): Promise<string> {
  for (let i = 0; i < 6; i++) await database.db.execute(sql.raw('execute probe(2)'));
  const plan = await database.db.execute(sql.raw('explain execute probe(2)'));
  return rows<{ 'QUERY PLAN': string }>(plan)
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

/** analyseGrown once the statistics of the last writes have reached the views (within a second). */
async function analysedOnceCounted(table: string): Promise<string[]> {
  let analysed: string[] = [];
  await vi.waitFor(
    async () => {
      analysed = await database.analyseGrown!();
      expect(analysed).toContain(table);
    },
    { timeout: 10_000, interval: 250 },
  );
  return analysed;
}

describe('the embedded database keeps its tables analysed', () => {
  it('analyses a table that changed by more than autovacuum would let pass, and only then', async ({
    skip,
  }) => {
    if (database.kind !== 'pglite') skip();
    // 50 + 10 % of three rows: four more rows are not enough for autovacuum, a hundred are.
    await database.db.execute(
      sql.raw('insert into plan_probe select g, g, null from generate_series(4, 7) g'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await database.analyseGrown!()).not.toContain('public.plan_probe');
    await database.db.execute(
      sql.raw('insert into plan_probe select g, g, null from generate_series(8, 107) g'),
    );
    await analysedOnceCounted('public.plan_probe');
    const [stats] = rows<{ analysed: boolean; since: number }>(
      await database.db.execute(
        sql.raw(
          `select last_analyze is not null as analysed, n_mod_since_analyze::int as since
           from pg_stat_user_tables where relname = 'plan_probe'`,
        ),
      ),
    );
    expect(stats).toEqual({ analysed: true, since: 0 });
    expect(await database.analyseGrown!()).not.toContain('public.plan_probe');
  });

  it("replans a kept statement once its table's growth is analysed: a scan while small, the index after", async ({
    skip,
  }) => {
    if (database.kind !== 'pglite') skip();
    await executeAsOwner(database, 'analyze plan_probe');
    await database.db.execute(sql.raw('prepare probe(int) as select v from plan_probe where k = $1'));
    expect(await keptPlan()).toMatch(/^Seq Scan on plan_probe/);
    await database.db.execute(
      sql.raw('insert into plan_probe select g, g, g::text from generate_series(1000, 20000) g'),
    );
    // Unanalysed, the plan made for a hundred rows is kept for twenty thousand.
    expect(await keptPlan()).toMatch(/^Seq Scan on plan_probe/);
    await analysedOnceCounted('public.plan_probe');
    expect(await keptPlan()).toMatch(/^Index Scan using plan_probe_k on plan_probe/);
  });

  it('runs by itself every few seconds, as the runtime role, which is no superuser', async ({ skip }) => {
    if (database.kind !== 'pglite') skip();
    const [role] = rows<{ name: string; super: boolean }>(
      await database.db.execute(
        sql.raw('select current_user as name, rolsuper as super from pg_roles where rolname = current_user'),
      ),
    );
    expect(role).toEqual({ name: PGLITE_RUNTIME_ROLE, super: false });
    const errors: unknown[] = [];
    const keeper = keepPgliteStatistics(database.db, (error) => errors.push(error), 100);
    try {
      await database.db.execute(
        sql.raw('insert into plan_probe select g, g, null from generate_series(30000, 34000) g'),
      );
      await vi.waitFor(
        async () => {
          const [stats] = rows<{ since: number }>(
            await database.db.execute(
              sql.raw(
                `select n_mod_since_analyze::int as since from pg_stat_user_tables where relname = 'plan_probe'`,
              ),
            ),
          );
          expect(stats).toEqual({ since: 0 });
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      keeper.stop();
    }
    expect(errors).toEqual([]);
  });
});
