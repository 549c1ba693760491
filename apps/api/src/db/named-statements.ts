// Named server-side statements on a direct PostgreSQL connection (ADR 0108). A statement sent
// unnamed is parsed, analysed and planned by PostgreSQL every time; sent under a name it is parsed
// once per connection, and after a few runs PostgreSQL may keep one generic plan for it. pg sends
// the Parse only on a connection's first use of the name, then Bind and Execute alone.
//
// Every statement with parameters is named (they already travel by the extended protocol, which
// allows one command per statement); one without keeps the simple protocol. A name always means one
// text in this process. Bounded: at most NAMED_PER_CONNECTION names per connection (the rest go
// unnamed, as before) and NAMED_IN_PROCESS texts in all.
//
// Off behind PgBouncer in transaction mode (ADR 0018), where the next transaction may land on a
// server connection that never saw the name: the pool then uses pg's own client.
import pg from 'pg';

/** Statements kept by name on one connection: each holds its parse tree and plans in the backend. */
export const NAMED_PER_CONNECTION = 250;
/** Texts given a name in this process: past it (SQL built with literals, say) new texts go unnamed. */
export const NAMED_IN_PROCESS = 5_000;

/** pg's connection, with the statements it has sent by name. */
export type NamingConnection = {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};

const nameOfText = new Map<string, string>();
/** The names each naming connection has taken (only such connections are here). */
const takenOn = new WeakMap<object, Set<string>>();

/**
 * The name `text` goes by on this connection, or '' (PostgreSQL's unnamed statement) when the
 * connection does not name statements or has named its share.
 */
export function statementName(connection: object, text: string): string {
  const taken = takenOn.get(connection);
  if (!taken) return '';
  let name = nameOfText.get(text);
  if (name !== undefined && taken.has(name)) return name;
  if (taken.size >= NAMED_PER_CONNECTION) return '';
  if (name === undefined) {
    if (nameOfText.size >= NAMED_IN_PROCESS) return '';
    name = `sf_${nameOfText.size + 1}`;
    nameOfText.set(text, name);
  }
  taken.add(name);
  return name;
}

/** Whether this connection has PostgreSQL holding `name` already (or on its way). */
export function sentByName(connection: NamingConnection, name: string): boolean {
  return (
    connection.parsedStatements[name] !== undefined || connection.submittedNamedStatements[name] !== undefined
  );
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/**
 * pg's client, naming each statement that has parameters (pg.Pool's `Client` option). Statements
 * pg is handed ready-made (a `submit` of their own, like db/postgres-scopes.ts's ScopedStatement) name
 * themselves through `statementName`.
 */
export class NamingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    takenOn.set(connectionOf(this), new Set());
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(...args: QueryArgs): any {
    const [config, values] = args;
    const params = Array.isArray(values) ? values : (config as { values?: unknown })?.values;
    if (Array.isArray(params) && params.length > 0) {
      if (typeof config === 'string') {
        const name = statementName(connectionOf(this), config);
        if (name) args[0] = { text: config, name };
      } else if (isPlainStatement(config)) {
        const name = statementName(connectionOf(this), config.text);
        if (name) args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: QueryArgs) => unknown)(...args);
  }

  /**
   * A ParseComplete for a statement sent ahead of another (db/postgres-scopes.ts) is that
   * statement's: it is recorded as parsed there, when PostgreSQL has it, even if it then fails (a
   * name parsed is kept by PostgreSQL whatever happens to its transaction). Anything else as pg does.
   */
  _handleParseComplete(): void {
    const active = (this as unknown as { _getActiveQuery(): Partial<ParsesAhead> | null })._getActiveQuery();
    if (active?.parsedAhead?.(connectionOf(this) as NamingConnection)) return;
    (pg.Client.prototype as unknown as { _handleParseComplete(): void })._handleParseComplete.call(this);
  }
}

/** A statement that sends others ahead of it: it says whether a ParseComplete was theirs, and records it. */
export type ParsesAhead = { parsedAhead(connection: NamingConnection): boolean };

function isPlainStatement(config: unknown): config is { text: string; name?: string } {
  if (typeof config !== 'object' || config === null) return false;
  const statement = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof statement.text === 'string' && !statement.name && typeof statement.submit !== 'function';
}

function connectionOf(client: pg.Client): object {
  return (client as unknown as { connection: object }).connection;
}
