// The embedded database's statistics (ADR 0110). A PostgreSQL server's autovacuum analyses a table
// once enough of its rows have changed since the last time; PGlite runs no autovacuum, so a table
// that grew from a few rows to thousands kept the statistics of its first few, and a statement
// kept by name (db/pglite-named.ts) kept the plan made from them: a read by key scanned the whole
// table. The process does autovacuum's analyse instead, on autovacuum's own rule: every few seconds
// it analyses the tables changed by more than autovacuum_analyze_threshold +
// autovacuum_analyze_scale_factor × their rows. An ANALYZE also drops the plans kept for the tables
// it analysed, so the next run plans again against the new figures (a generic plan included).
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** How often the tables are looked at: a look is one read of the statistics views. */
export const PGLITE_ANALYZE_EVERY_MS = 5_000;

/**
 * Analysing a table takes its owner, so the analyse is a function of the owner's that the runtime
 * role may call and that does only this (created as the owner with the runtime grants; ADR 0045).
 */
export function analyseGrownFunctionSql(runtimeRole: string): string {
  return `
    create or replace function storefleet_analyse_grown() returns setof text
      language plpgsql security definer set search_path = pg_catalog as $$
    declare
      grown text;
    begin
      for grown in
        select format('%I.%I', s.schemaname, s.relname)
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
            + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)
          order by 1
      loop
        execute 'analyze ' || grown;
        return next grown;
      end loop;
    end $$;
    revoke all on function storefleet_analyse_grown() from public;
    grant execute on function storefleet_analyse_grown() to ${runtimeRole};`;
}

export type StatisticsKeeper = {
  /** Analyses the tables that changed enough since their last analyse; says which. */
  analyseGrown(): Promise<string[]>;
  stop(): void;
};

/** Keeps the statistics of the embedded database's tables as autovacuum would, every `everyMs` (0: when asked). */
export function keepPgliteStatistics(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = PGLITE_ANALYZE_EVERY_MS,
): StatisticsKeeper {
  let running: Promise<string[]> | undefined;
  const analyseGrown = () => {
    running ??= db
      .execute(sql`select storefleet_analyse_grown() as name`)
      .then((result) => (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = everyMs > 0 ? setInterval(() => analyseGrown().catch(onError), everyMs) : undefined;
  timer?.unref();
  return { analyseGrown, stop: () => clearInterval(timer) };
}
