// Counting the statements the app sends to the database (ADR 0020; the checkout budget and the
// order list's fixed cost): one entry per round trip, on either database.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { textOfName } from '../src/db/pglite-named.ts';

export type Recorder = { statements: string[]; stop(): void };

const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? config);

/**
 * A store's scope set for a statement or a transaction (db/postgres-scopes.ts, db/scopes.ts), which
 * the counts leave out; any other setting a statement sends (the order whose search words it
 * writes, migration 0071) is the app's own and counts.
 */
export const isScopeSwitch = (text: string): boolean =>
  /^select set_config\(('app\.(tenant_id|scope)'|\$1)/.test(text);

/**
 * A statement on PostgreSQL as one round trip: what goes ahead of it (db/postgres-scopes.ts,
 * ScopedStatement's leads: a transaction's BEGIN, writes sent with the next statement) is written
 * before it, `begin; …; statement`; the store's scope, which every statement carries, is not.
 */
function roundTripOf(config: unknown): string {
  const leads = (config as { leads?: { text: string }[] } | undefined)?.leads ?? [];
  return [...leads.filter((lead) => !isScopeSwitch(lead.text)), config]
    .map((part) => textOf(part))
    .join('; ');
}

/**
 * Records every statement the app sends from now on, one entry per round trip: on PostgreSQL each
 * `Client.query` (a scoped statement carries its scope in the same round trip, a transaction's
 * first statement its BEGIN and scope too); on PGlite each query or exec, with BEGIN and COMMIT of a transaction.
 */
export function recordStatements(kind: 'pglite' | 'postgres'): Recorder {
  const statements: string[] = [];
  if (kind === 'postgres') {
    return { statements, stop: onClientQuery((_client, args) => statements.push(roundTripOf(args[0]))) };
  }
  // query, exec and transaction live on PGlite's base class.
  const proto = Object.getPrototypeOf(PGlite.prototype) as Record<
    string,
    (...a: unknown[]) => Promise<unknown>
  >;
  const spies = (['query', 'exec'] as const).map((name) => {
    const original = proto[name]!;
    return vi.spyOn(proto, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args[0]));
      return original.apply(this, args);
    });
  });
  // A statement sent by name (db/pglite-named.ts): its Parse names it, once.
  const execProtocol = PGlite.prototype.execProtocol;
  const protocolSpy = vi.spyOn(PGlite.prototype, 'execProtocol').mockImplementation(function (
    this: PGlite,
    message,
    options,
  ) {
    // Each Bind runs one (a scope's switch may come first in the same call).
    for (
      let at = 0;
      at < message.length;
      at += 1 + Buffer.from(message.buffer, message.byteOffset).readInt32BE(at + 1)
    ) {
      if (message[at] !== 0x42) continue;
      const [, name] = cStrings(message, at + 5, 2); // Bind: portal, statement
      statements.push(textOfName(this, name!) ?? `(unknown statement ${name})`);
    }
    return execProtocol.call(this, message, options);
  });
  const transaction = proto.transaction!;
  const txSpy = vi.spyOn(proto, 'transaction').mockImplementation(function (
    this: unknown,
    ...args: unknown[]
  ) {
    const work = args[0] as (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => Promise<unknown>;
    statements.push('BEGIN');
    return transaction
      .call(this, async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        const counted = Object.create(tx) as typeof tx;
        for (const name of ['query', 'exec'] as const) {
          counted[name] = (...a: unknown[]) => {
            statements.push(textOf(a[0]));
            return tx[name]!(...a);
          };
        }
        const result = await work(counted);
        statements.push('COMMIT');
        return result;
      })
      .catch((error: unknown) => {
        statements.push('ROLLBACK');
        throw error;
      });
  });
  return {
    statements,
    stop() {
      for (const spy of [...spies, txSpy, protocolSpy]) spy.mockRestore();
    },
  };
}

/**
 * For each statement the app asks pg's Client for from now on (PostgreSQL), how many statements
 * were already waiting in the client's queue: pg 8 queues them, pg 9 will refuse.
 */
export function recordDriverQueue(): { queuedBehind: number[]; stop(): void } {
  const queuedBehind: number[] = [];
  const stop = onClientQuery((client) =>
    queuedBehind.push((client as unknown as { _queryQueue: unknown[] })._queryQueue.length),
  );
  return { queuedBehind, stop };
}

/** Shows `seen` each statement asked of a pg Client, and the client, until the function it answers is called. */
function onClientQuery(seen: (client: pg.Client, args: unknown[]) => void): () => void {
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    seen(this, args);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  return () => spy.mockRestore();
}

/** The first `count` zero-ended strings of a protocol message from byte `offset` (after its type and length). */
function cStrings(message: Uint8Array, offset: number, count: number): string[] {
  const out: string[] = [];
  let start = offset;
  while (out.length < count && start < message.length) {
    const end = message.indexOf(0, start);
    if (end < 0) break;
    out.push(Buffer.from(message.subarray(start, end)).toString('utf8'));
    start = end + 1;
  }
  return out;
}
