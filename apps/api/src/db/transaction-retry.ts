// Runs a transaction again when PostgreSQL gives up on it for concurrency reasons (deadlock,
// serialization failure, or a unique key a parallel transaction took first). A retry starts over
// and re-reads everything, so it sees what the other transaction did.
import type { Db } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01', '23505']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function transactionWithRetry<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
