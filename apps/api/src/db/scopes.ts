// The database as the guard (DESIGN §4, ADR 0011). Every tenant-owned table has forced row-level
// security; a statement sees a store's rows only in a transaction that first set `app.tenant_id`,
// and every store's rows only on the named platform path (`app.scope = 'platform'`). A scope is a
// Drizzle handle whose every statement runs that way. On PostgreSQL:
//   - a statement on its own runs in its own (implicit) transaction that first sets the scope, in
//     one round trip (ScopedStatement);
//   - `transaction()` sends its BEGIN and the scope with its first statement, in that statement's
//     round trip, and nested ones (savepoints) inherit the scope.
// So the app keeps the semantics it had (each statement commits on its own unless grouped) and no
// statement of a scope ever runs without its setting. PGlite, one session in this process, gets
// the same guarantee more cheaply (see pgliteScopes).
import type { PGlite, Transaction as PgliteTransaction, QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './database.ts';
import { type NamingConnection, sentByName, statementName } from './named-statements.ts';
import * as schema from './schema/index.ts';

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
function checkedStoreId(tenantId: number): number {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`Not a store id: ${tenantId}`);
  return tenantId;
}

/** Scoped handles are built once per store and kept (a Drizzle instance is cheap, not free). */
function scopeCache(none: Db, open: (scope: number | 'platform') => Db): DbScopes {
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
export function pgliteScopes(client: PGlite): DbScopes {
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
    return drizzlePglite(scoped as unknown as PGlite, { schema }) as unknown as Db;
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

type QueryConfig = string | { text: string };
type Queryable = { query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> };
type Connection = NamingConnection & {
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
};

/** A statement sent ahead of another in its round trip: a scope's `set_config`, a transaction's BEGIN. */
type Lead = { text: string; values: unknown[] };

/**
 * A statement that sends what it needs first in the same round trip. In PostgreSQL's extended
 * protocol, every message up to the next Sync runs in one implicit transaction (or in the explicit
 * one a BEGIN among them opens), so this sends each lead (parse, bind, execute) and then the
 * statement itself (pg's own messages, ending in Sync):
 *   - a lone statement leads with its scope's `set_config(…, true)`: the setting holds for exactly
 *     that statement's transaction, which commits when the statement succeeds and rolls back when
 *     it fails;
 *   - a transaction's first statement leads with its BEGIN and the scope's setting, which then
 *     holds to the transaction's end (ScopedPool.connect).
 * The leads' own replies (a command tag each, and the setting's row, with no row description since
 * none was asked for) are skipped; an error in any of them fails the statement.
 */
class ScopedStatement extends pg.Query {
  private leadsDone = 0;
  /** Each lead's statement name on this connection, '' for unnamed. */
  private leadNames: string[] = [];

  constructor(
    config: QueryConfig,
    values: unknown[] | undefined,
    callback: (error: Error | undefined, result: pg.QueryResult) => void,
    private readonly leads: Lead[],
  ) {
    super(config as pg.QueryConfig, values, callback);
  }

  /** Always the extended protocol, even for a statement without parameters. */
  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: Connection): void {
    // Unnamed (parsed every time) behind PgBouncer in transaction mode, where the next transaction
    // may be on a server connection that never saw a name (ADR 0018); named on a direct connection
    // (ADR 0108).
    let leadsKept = true;
    this.leadNames = this.leads.map((lead) => {
      const name = statementName(connection, lead.text);
      if (name === '' || !sentByName(connection, name)) {
        connection.parse({ text: lead.text, name, types: [] });
        leadsKept = false;
      }
      connection.bind({ portal: '', statement: name, values: lead.values });
      connection.execute({ portal: '', rows: 0 });
      return name;
    });
    // pg records a statement's name at the first ParseComplete it hears, which would be a lead's
    // when that is parsed too: the statement is named only once every lead is kept.
    const own = this as unknown as { name?: string; text: string };
    if (!own.name && leadsKept) own.name = statementName(connection, own.text);
    (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(this, connection);
  }

  handleDataRow(message: unknown): void {
    if (this.leadsDone === this.leads.length) {
      (pg.Query.prototype as unknown as Handlers).handleDataRow.call(this, message);
    }
  }

  handleCommandComplete(message: unknown, connection: Connection): void {
    if (this.leadsDone < this.leads.length) {
      // Its Parse (if sent) succeeded: later statements on this connection bind to it by name.
      const name = this.leadNames[this.leadsDone];
      if (name) connection.parsedStatements[name] = this.leads[this.leadsDone]!.text;
      this.leadsDone += 1;
      return;
    }
    (pg.Query.prototype as unknown as Handlers).handleCommandComplete.call(this, message, connection);
  }
}
const SET_SCOPE_SQL = 'select set_config($1, $2, true)';

function scopeLead(scope: number | 'platform'): Lead {
  return {
    text: SET_SCOPE_SQL,
    values:
      scope === 'platform' ? ['app.scope', 'platform'] : ['app.tenant_id', String(checkedStoreId(scope))],
  };
}

type Handlers = {
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
};

/** Sends `statement` on `client`, as pg's own query would, answering its result. */
function sendScoped(
  client: pg.PoolClient,
  config: QueryConfig,
  values: unknown[] | undefined,
  leads: Lead[],
): Promise<pg.QueryResult> {
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const statement = new ScopedStatement(
      config,
      values,
      (error, result) => (error ? reject(error) : resolve(result)),
      leads,
    );
    client.query(statement as unknown as pg.QueryConfig);
  });
}

/** What a transaction's BEGIN, or its end when nothing was sent, answers without a round trip. */
const noRoundTrip = (command: string) =>
  ({ command, rowCount: null, oid: 0, rows: [], fields: [] }) as unknown as pg.QueryResult;

/**
 * What Drizzle's node-postgres session sees as a pool (it checks that the class name says so): a
 * statement on its own runs as a ScopedStatement (one round trip); `connect()` gives Drizzle's
 * `transaction()` a connection whose BEGIN waits for the transaction's first statement and goes in
 * its round trip, with the scope (a transaction of one statement, or none, saves a round trip more).
 */
class ScopedPool {
  private readonly lead: Lead;

  constructor(
    private readonly pool: pg.Pool,
    scope: number | 'platform',
  ) {
    this.lead = scopeLead(scope);
  }

  async query(config: QueryConfig, values?: unknown[]) {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await sendScoped(client, config, values, [this.lead]);
    } catch (error) {
      // A failed statement leaves the connection ready; a lost connection is not reused.
      if (connectionLost(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async connect() {
    const client = await this.pool.connect();
    const scope = this.lead;
    let broken: Error | undefined;
    /** Drizzle's BEGIN, not sent yet: it goes with the next statement. */
    let begin: Lead | undefined;
    const run = async (config: QueryConfig, values?: unknown[]) => {
      const text = typeof config === 'string' ? config : config.text;
      const bare = !values?.length;
      if (bare && /^\s*begin\b/i.test(text)) {
        begin = { text, values: [] };
        return noRoundTrip('BEGIN');
      }
      if (begin) {
        // Nothing was sent since the BEGIN: there is no transaction on the server to end.
        if (bare && /^\s*(commit|rollback)\s*$/i.test(text)) {
          begin = undefined;
          return noRoundTrip(text.trim().toUpperCase());
        }
        const leads = [begin, scope];
        begin = undefined;
        return sendScoped(client, config, values, leads);
      }
      return client.query(config as string, values);
    };
    const scoped: Queryable & { release(error?: Error): void } = {
      async query(config, values) {
        try {
          return await run(config, values);
        } catch (error) {
          if (connectionLost(error)) broken = error as Error;
          throw error;
        }
      },
      release: (error) => client.release(error ?? broken),
    };
    return scoped;
  }
}

/**
 * The session is gone, or going (no SQLSTATE at all, connection exceptions 08xxx, an administrator
 * or crash shutdown 57Pxx): its client must not go back to the pool, where the next statement would
 * take it before its socket's end is noticed.
 */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || /^(08|57P)/.test(code);
}

export function postgresScopes(pool: pg.Pool, none: Db): DbScopes {
  return scopeCache(
    none,
    (scope) => drizzleNodePg(new ScopedPool(pool, scope) as unknown as pg.Pool, { schema }) as unknown as Db,
  );
}
