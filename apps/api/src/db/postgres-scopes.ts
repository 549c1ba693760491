// The store scopes on PostgreSQL (db/scopes.ts, ADR 0011): a scoped statement carries its scope's
// `set_config(…, true)` in its own round trip, a transaction's first statement carries the
// transaction's BEGIN and the scope, and a statement in a transaction carries the writes sent with
// it (db/send-with-next.ts, ADR 0113), by extending pg's Query (pg pinned:
// scopes.pg-internals.test.ts, ADR 0050).
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import type { Db } from './database.ts';
import { type NamingConnection, type ParsesAhead, sentByName, statementName } from './named-statements.ts';
import { checkedStoreId, type DbScopes, scopeCache } from './scopes.ts';
import type { AheadAnswer, WritesWithNext } from './send-with-next.ts';

type QueryConfig = string | { text: string };
type Queryable = { query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> };
type Connection = NamingConnection & {
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: {
    portal: string;
    statement: string;
    values: unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  execute(config: { portal: string; rows: number }): void;
  describe(config: { type: 'P' | 'S'; name: string }): void;
};

/**
 * A statement sent ahead of another in its round trip: a scope's `set_config`, a transaction's
 * BEGIN, a write whose answer nobody waits for (sendWithNext), or one whose rows are read after
 * that other statement (sendAhead: `answer` gets them).
 */
type Lead = { text: string; values: unknown[]; answer?: AheadAnswer };

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
 * none was asked for) are skipped, except a lead with an `answer`: its rows are described and
 * parsed as pg parses a statement's own, and given to it. An error in any lead fails the statement.
 */
class ScopedStatement extends pg.Query implements ParsesAhead {
  private leadsDone = 0;
  /** The rows of the lead being answered (one with an `answer`), as pg reads a statement's own. */
  private leadResult: PgResult | undefined;
  /** Each lead's statement name on this connection, '' for unnamed. */
  private leadNames: string[] = [];

  constructor(
    config: QueryConfig,
    values: unknown[] | undefined,
    callback: (error: Error | undefined, result: pg.QueryResult) => void,
    /** What goes ahead of the statement, in order (the statement recorder of the tests reads it). */
    readonly leads: Lead[],
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
    /** Names parsed by this round trip's leads: two leads of one text (two stock rows) parse it once. */
    const parsedHere = new Set<string>();
    this.leadNames = this.leads.map((lead) => {
      const name = statementName(connection, lead.text);
      if (name === '' || (!sentByName(connection, name) && !parsedHere.has(name))) {
        connection.parse({ text: lead.text, name, types: [] });
        if (name) parsedHere.add(name);
        leadsKept = false;
      }
      // Parameters as pg sends a statement's own (numbers, dates, arrays, JSON as text).
      connection.bind({
        portal: '',
        statement: name,
        values: lead.values,
        valueMapper: pgUtils.prepareValue,
      });
      if (lead.answer) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      return name;
    });
    // pg records a statement's name at the first ParseComplete it hears, which would be a lead's
    // when that is parsed too: the statement is named only once every lead is kept.
    const own = this as unknown as { name?: string; text: string };
    if (!own.name && leadsKept) own.name = statementName(connection, own.text);
    (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(this, connection);
  }

  /**
   * A ParseComplete heard while leads are answered is the current lead's (each lead's replies come
   * in order, a ParseComplete first when it was parsed): later statements on this connection bind to
   * its name, even when it then fails, since PostgreSQL keeps a parsed name (NamingClient asks).
   */
  parsedAhead(connection: NamingConnection): boolean {
    if (this.leadsDone >= this.leads.length) return false;
    const name = this.leadNames[this.leadsDone];
    if (name) connection.parsedStatements[name] = this.leads[this.leadsDone]!.text;
    return true;
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    if (this.leadsDone < this.leads.length) {
      // Parsed with the statement's own type parsers (drizzle's: timestamps stay text).
      const { _types: types } = (this as unknown as { _result: { _types: unknown } })._result;
      this.leadResult = new (pg as unknown as { Result: PgResultClass }).Result(undefined, types);
      this.leadResult.addFields(message.fields);
      return;
    }
    (pg.Query.prototype as unknown as Handlers).handleRowDescription.call(this, message);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    if (this.leadsDone < this.leads.length) {
      this.leadResult?.addRow(this.leadResult.parseRow(message.fields));
      return;
    }
    (pg.Query.prototype as unknown as Handlers).handleDataRow.call(this, message);
  }

  handleCommandComplete(message: unknown, connection: Connection): void {
    if (this.leadsDone < this.leads.length) {
      this.leads[this.leadsDone]!.answer?.resolve(this.leadResult?.rows ?? []);
      this.leadResult = undefined;
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

/** pg's Result (pg/lib/result.js): a statement's fields, its type parsers and its rows. */
type PgResult = {
  rows: Record<string, unknown>[];
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
};

type PgResultClass = new (rowMode: undefined, types: unknown) => PgResult;

type Handlers = {
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
};

/** Sends a statement on `client` with its leads ahead of it, in one round trip; answers its result. */
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
      (error, result) => {
        if (!error) return resolve(result);
        // A lead answered before the error keeps its rows; the others share the statement's fate.
        for (const lead of leads) lead.answer?.reject(error);
        reject(error);
      },
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
    // The pool's connection is taken at the first round trip, not at BEGIN: a transaction that
    // waits on something else first (a payment provider's answer) holds none meanwhile.
    let client: pg.PoolClient | undefined;
    let checkout: Promise<pg.PoolClient> | undefined;
    const connection = () =>
      (checkout ??= this.pool.connect().then((taken) => {
        client = taken;
        return taken;
      }));
    const scope = this.lead;
    let broken: Error | undefined;
    /** Drizzle's BEGIN, not sent yet: it goes with the next statement. */
    let begin: Lead | undefined;
    /** Writes whose answer nobody waits for (sendWithNext): they go with the next statement. */
    let withNext: Lead[] = [];
    /**
     * What a statement takes with it, decided when it is asked for (so a write sent with the next
     * statement goes with the next one asked for); an answer instead when it needs no round trip.
     */
    const plan = (config: QueryConfig, values?: unknown[]): Lead[] | pg.QueryResult => {
      const text = typeof config === 'string' ? config : config.text;
      const bare = !values?.length;
      if (bare && /^\s*begin\b/i.test(text)) {
        begin = { text, values: [] };
        return noRoundTrip('BEGIN');
      }
      // A rollback (of the transaction, or to a savepoint) undoes what was written since the last
      // statement sent: those writes are dropped, not sent only to be undone.
      if (bare && /^\s*rollback\b/i.test(text)) {
        for (const write of withNext) write.answer?.reject(new Error('Rolled back before it was sent'));
        withNext = [];
      }
      // Nothing was sent since the BEGIN: there is no transaction on the server to end.
      if (begin && !withNext.length && bare && /^\s*(commit|rollback)\s*$/i.test(text)) {
        begin = undefined;
        return noRoundTrip(text.trim().toUpperCase());
      }
      const leads = [...(begin ? [begin, scope] : []), ...withNext];
      begin = undefined;
      withNext = [];
      return leads;
    };
    /**
     * The transaction's statements are sent one after the other, in the order asked for: a
     * `Promise.all` of reads in a transaction waits here, not in pg's own queue (which pg 9 drops).
     */
    let previous: Promise<unknown> = Promise.resolve();
    const scoped: Queryable & { release(error?: Error): void } & WritesWithNext = {
      query(config, values) {
        const leads = plan(config, values);
        if (!Array.isArray(leads)) return Promise.resolve(leads);
        const sent = previous.then(async () => {
          try {
            const taken = await connection();
            return await (leads.length
              ? sendScoped(taken, config, values, leads)
              : taken.query(config as string, values));
          } catch (error) {
            if (connectionLost(error)) broken = error as Error;
            throw error;
          }
        });
        previous = sent.catch(() => {});
        return sent;
      },
      sendWithNext(write) {
        withNext.push(write);
      },
      release: (error) => client?.release(error ?? broken),
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
    (scope) => drizzleNodePg(new ScopedPool(pool, scope) as unknown as pg.Pool) as unknown as Db,
  );
}
