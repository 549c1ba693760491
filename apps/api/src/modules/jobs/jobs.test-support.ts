// Helpers shared by the jobs tests: moving a job's clock in the database instead of sleeping,
// and a logger that remembers what it was told.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { JobLogger } from './jobs.types.ts';

export { findJob } from './jobs.queries.ts';

export async function clearJobs(db: Db): Promise<void> {
  await db.execute(sql`delete from jobs`);
}

/** Makes a queued job due now, as if its delay or backoff had passed. */
export async function makeDue(db: Db, id: number): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${id}`);
}

/** Pretends the job's worker took it `minutes` ago and then went silent. */
export async function lockAsIfBy(db: Db, id: number, workerId: string, minutes: number, attempts = 1) {
  await db.execute(sql`update jobs set status = 'running', locked_by = ${workerId}, attempts = ${attempts},
    locked_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);
}

/** Rows of a raw query; both drivers answer `{ rows }`, which Drizzle's generic Db type hides. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function countJobs(db: Db, where = sql`true`): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where ${where}`);
  return row?.n ?? 0;
}

export type LogEntry = { level: 'info' | 'warn' | 'error'; obj: object; msg?: string };

export function recordingLogger(): JobLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg?: string) =>
    void entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

export function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000;
