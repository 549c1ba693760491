// A write inside a transaction whose answer the code does not wait for: the order's e-mails, say,
// which only need to commit with the order. On PostgreSQL it goes ahead of the transaction's next
// statement, or of its COMMIT, in that statement's round trip (db/postgres-scopes.ts, ADR 0113);
// on PGlite, where a statement is a call into this process and no round trip, it runs now. Either
// way it commits or rolls back with the transaction. An error it meets fails the statement it went
// with (the COMMIT at the latest), and so the transaction.
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** A transaction's connection that can carry such writes: PostgreSQL's (db/postgres-scopes.ts). */
export type WritesWithNext = { sendWithNext(write: { text: string; values: unknown[] }): void };

export async function sendWithNext(tx: Db, write: SQL): Promise<void> {
  // Drizzle's handle keeps its connection as `session.client` and its SQL writer as `dialect`.
  const { session, dialect } = tx as unknown as {
    session?: { client?: Partial<WritesWithNext> };
    dialect: PgDialect;
  };
  const connection = session?.client;
  if (!connection?.sendWithNext) {
    // PGlite, or a handle outside a transaction: nothing to wait for.
    await tx.execute(write);
    return;
  }
  const { sql: text, params } = dialect.sqlToQuery(write);
  connection.sendWithNext({ text, values: params });
}
