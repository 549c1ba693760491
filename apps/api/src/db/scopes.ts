// The database as the guard (DESIGN §4, ADR 0011). Every tenant-owned table has forced row-level
// security; a statement sees a store's rows only in a transaction that first set `app.tenant_id`,
// and every store's rows only on the named platform path (`app.scope = 'platform'`). A scope is a
// Drizzle handle whose every statement runs that way. On PostgreSQL:
//   - a statement on its own runs in its own (implicit) transaction that first sets the scope, in
//     one round trip (ScopedStatement);
//   - `transaction()` sends its BEGIN and the scope with its first statement, in that statement's
//     round trip, and nested ones (savepoints) inherit the scope.
// So the app keeps the semantics it had (each statement commits on its own unless grouped) and no
// statement of a scope ever runs without its setting (db/postgres-scopes.ts). PGlite, one session
// in this process, gets the same guarantee more cheaply (pgliteScopes, here).
import type { PGlite, Transaction as PgliteTransaction, QueryOptions } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from './database.ts';

export type DbScopes = {
  /** Neither a store nor the platform: tenant-owned tables show no rows and refuse writes. */
  none: Db;
  /** One store's rows, and only its rows: what every request and job acting for a store uses. */
  tenant(tenantId: number): Db;
  /**
   * Every store's rows: only for what truly spans stores (the super admin's lists and stats,
   * sign-in's memberships, sweeps of the job runner). Reach it through `platformDb(ctx)`.
   */
  platform: Db;
};

/** Store ids are checked integers before they are written into a setting statement. */
export function checkedStoreId(tenantId: number): number {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`Not a store id: ${tenantId}`);
  return tenantId;
}

/** Scoped handles are built once per store and kept (a Drizzle instance is cheap, not free). */
export function scopeCache(none: Db, open: (scope: number | 'platform') => Db): DbScopes {
  const tenants = new Map<number, Db>();
  return {
    none,
    platform: open('platform'),
    tenant(tenantId) {
      let db = tenants.get(tenantId);
      if (!db) {
        if (tenants.size >= 10_000) tenants.clear();
        db = open(checkedStoreId(tenantId));
        tenants.set(tenantId, db);
      }
      return db;
    },
  };
}

/**
 * PGlite is one session in this process, so no statement of anyone else can run between two of
 * ours while we hold its gate. There, the scope is set at session level under the gate, only when
 * the next statement's scope differs from the last one's, then the statement runs: the same
 * guarantee as a transaction-local setting on a server (nothing runs with a stale or missing
 * store), without a BEGIN and COMMIT through the WASM engine per statement (ADR 0011). Every
 * handle on the PGlite client, the unscoped one included, goes through the gate.
 */
export function pgliteScopes(
  client: PGlite,
  /** drizzle's PGlite driver, which the caller loads (db/pglite.ts): a process on PostgreSQL never does. */
  drizzle: typeof drizzlePglite,
): DbScopes {
  let applied: SessionScope | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  // Statements by name (ADR 0108), loaded only here: a process on PostgreSQL never loads PGlite.
  const named = import('./pglite-named.ts');
  /**
   * Runs `work` under the gate, handing it the scope to switch to first when the session's differs.
   * A statement on its own switches in its own call into PGlite (the switch and the statement are
   * one implicit transaction, so a refused statement takes its switch back with it); a transaction
   * switches before its BEGIN.
   */
  const gated = <T>(setting: SessionScope, work: (switchTo: SwitchTo) => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const switchTo = applied === setting ? undefined : scopeSwitch(setting);
      applied = undefined; // unknown until the work succeeds
      const result = await work(switchTo);
      applied = setting;
      return result;
    });
    queue = run.catch(() => {});
    return run;
  };
  const query = async (
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: PgliteTransaction,
    switchTo?: SwitchTo,
  ) => {
    const { queryByName } = await named;
    if (tx?.closed) throw new Error('Transaction is closed');
    const unnamed = () => (tx ?? client).query(text, params, options);
    return queryByName(client, text, params, options, tx !== undefined, unnamed, switchTo);
  };
  const switchScope = async (switchTo: SwitchTo) => {
    if (!switchTo) return;
    const { queryByName } = await named;
    await queryByName(client, switchTo.text, switchTo.params, undefined, false, () =>
      client.query(switchTo.text, switchTo.params),
    );
  };
  const open = (setting: SessionScope) => {
    const scoped = {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        gated(setting, (switchTo) => query(text, params, options, undefined, switchTo)),
      transaction: <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
        gated(setting, async (switchTo) => {
          await switchScope(switchTo);
          return client.transaction((tx) =>
            work(
              Object.create(tx, {
                query: {
                  value: (text: string, params?: unknown[], options?: QueryOptions) =>
                    query(text, params, options, tx),
                },
              }),
            ),
          );
        }),
    };
    return drizzle(scoped as unknown as PGlite) as unknown as Db;
  };
  return scopeCache(open(sessionStatement(undefined)), (scope) => open(sessionStatement(scope)));
}

/**
 * PGlite's session-level form of a scope: both settings, so switching clears the other one. One
 * statement text for every scope, its values as parameters, so it is parsed once (ADR 0108).
 */
const SESSION_SCOPE_SQL = "select set_config('app.tenant_id', $1, false), set_config('app.scope', $2, false)";
type SessionScope = { tenant: string; platform: string };
/** The statement that switches the session to a scope, when it must (undefined: it is there). */
type SwitchTo = { text: string; params: unknown[] } | undefined;

const scopeSwitch = (setting: SessionScope): SwitchTo => ({
  text: SESSION_SCOPE_SQL,
  params: [setting.tenant, setting.platform],
});

function sessionStatement(scope: number | 'platform' | undefined): SessionScope {
  return {
    tenant: typeof scope === 'number' ? String(checkedStoreId(scope)) : '',
    platform: scope === 'platform' ? 'platform' : '',
  };
}
