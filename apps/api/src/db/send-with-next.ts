// A write inside a transaction whose answer the code does not wait for: the order's e-mails, say,
// which only need to commit with the order. On PostgreSQL it goes ahead of the transaction's next
// statement, or of its COMMIT, in that statement's round trip (db/postgres-scopes.ts, ADR 0113);
// on PGlite, where a statement is a call into this process and no round trip, it runs now. Either
// way it commits or rolls back with the transaction. An error it meets fails the statement it went
// with (the COMMIT at the latest), and so the transaction.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import type { Prepared } from './prepared.ts';

/** What a statement sent ahead answers, when it arrives with the next statement's round trip. */
export type AheadAnswer = {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
};

/** A transaction's connection that can carry such writes: PostgreSQL's (db/postgres-scopes.ts). */
export type WritesWithNext = {
  sendWithNext(write: { text: string; values: unknown[]; answer?: AheadAnswer }): void;
};

/** The transaction's connection when it can carry writes (PostgreSQL's), else undefined. */
function carrierOf(tx: Db): WritesWithNext | undefined {
  // Drizzle's handle keeps its connection as `session.client`.
  const connection = (tx as unknown as { session?: { client?: Partial<WritesWithNext> } }).session?.client;
  return connection?.sendWithNext ? (connection as WritesWithNext) : undefined;
}

function queryOf(tx: Db, statement: SQL) {
  const { sql: text, params } = (tx as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);
  return { text, values: params };
}

export async function sendWithNext(tx: Db, write: SQL): Promise<void> {
  const carrier = carrierOf(tx);
  if (!carrier) {
    // PGlite, or a handle outside a transaction: nothing to wait for.
    await tx.execute(write);
    return;
  }
  carrier.sendWithNext(queryOf(tx, write));
}

/**
 * A statement whose rows the code needs only after the transaction's next statement: the stock a
 * checkout takes, read once the order's statement that follows has been sent too. On PostgreSQL it
 * goes ahead of that next statement in its round trip and `rows` settles with it; on PGlite (and
 * outside a transaction) it runs before this returns. Await this before sending the next statement,
 * then `rows` after it. When the transaction rolls back before the next statement, `rows` rejects.
 */
export async function sendAhead<Row extends Record<string, unknown>>(
  tx: Db,
  statement: SQL,
): Promise<{ rows: Promise<Row[]> }> {
  const carrier = carrierOf(tx);
  if (!carrier) {
    const result = (await tx.execute(statement)) as unknown as { rows: Row[] };
    return { rows: Promise.resolve(result.rows) };
  }
  return { rows: answeredWithNext<Row>(carrier, queryOf(tx, statement)) };
}

/** sendAhead for a statement built once (db/prepared.ts), its placeholders filled from `values`. */
export async function sendPreparedAhead<Row extends Record<string, unknown>>(
  tx: Db,
  statement: Prepared,
  values: Record<string, unknown>,
): Promise<{ rows: Promise<Row[]> }> {
  const carrier = carrierOf(tx);
  if (!carrier) {
    const result = (await statement.execute(values)) as { rows: Row[] };
    return { rows: Promise.resolve(result.rows) };
  }
  return { rows: answeredWithNext<Row>(carrier, textOf(statement, values)) };
}

/** The rows of a statement sent with the next one, when they arrive; a rejection is the caller's to meet. */
function answeredWithNext<Row>(
  carrier: WritesWithNext,
  query: { text: string; values: unknown[] },
): Promise<Row[]> {
  let answer!: AheadAnswer;
  const rows = new Promise<Row[]>((resolve, reject) => {
    answer = { resolve: resolve as AheadAnswer['resolve'], reject };
  });
  // The statement it goes with fails with the same error, and that is the one the caller meets.
  rows.catch(() => {});
  carrier.sendWithNext({ ...query, answer });
  return rows;
}

/** A statement built once, as text and parameters with its placeholders filled from `values`. */
function textOf(statement: Prepared, values: Record<string, unknown>): { text: string; values: unknown[] } {
  // Drizzle's node-postgres statement keeps its text and its parameters, placeholders among them.
  const { rawQueryConfig, params } = statement as unknown as {
    rawQueryConfig: { text: string };
    params: unknown[];
  };
  return { text: rawQueryConfig.text, values: fillPlaceholders(params, values) };
}

/** sendWithNext for a statement built once (db/prepared.ts), its placeholders filled from `values`. */
export async function sendPreparedWithNext(
  tx: Db,
  statement: Prepared,
  values: Record<string, unknown>,
): Promise<void> {
  const carrier = carrierOf(tx);
  if (!carrier) {
    await statement.execute(values);
    return;
  }
  carrier.sendWithNext(textOf(statement, values));
}

/**
 * Writes that need no answer, sent as one: on PostgreSQL `work` runs in a transaction whose
 * statements (sent with sendWithNext) all go with its COMMIT, in one round trip, and it holds no
 * connection before then; on PGlite they run one by one as `work` goes, each a call and no round
 * trip, with no transaction around them (its BEGIN and COMMIT would be two calls more).
 */
export async function writeTogether<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const onServer = (db as unknown as { session: unknown }).session instanceof NodePgSession;
  return onServer ? db.transaction((tx) => work(tx as unknown as Db)) : work(db);
}
