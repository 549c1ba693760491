// Sign-in attempt counters in the database, so every app instance sees the same count.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authThrottle } from '../../db/schema/index.ts';

export type ThrottleCount = { key: string; failures: number; retryAfterSeconds: number };

/**
 * Counts one attempt on every key in a single statement and returns the new counts: the row lock
 * of `on conflict do update` makes parallel attempts queue, so no two read the same count. A
 * window older than `windowSeconds` starts over at 1. Keys are sorted so that statements lock rows
 * in one order.
 */
export async function countAttempts(db: Db, keys: string[], windowSeconds: number): Promise<ThrottleCount[]> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${authThrottle.windowStart} < now() - ${window}`;
  const rows = await db
    .insert(authThrottle)
    .values([...keys].sort().map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
      },
    })
    .returning({
      key: authThrottle.key,
      failures: authThrottle.failures,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${authThrottle.windowStart} + ${window} - now())))::int`,
    });
  return rows;
}

/** Gives back one counted attempt (a sign-in that succeeded). */
export async function uncountAttempt(db: Db, key: string) {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

export async function deleteThrottle(db: Db, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Deletes the counters whose window has passed; returns how many. */
export async function deleteExpiredThrottles(db: Db, windowSeconds: number): Promise<number> {
  const rows = await db
    .delete(authThrottle)
    .where(sql`${authThrottle.windowStart} < now() - make_interval(secs => ${windowSeconds})`)
    .returning({ key: authThrottle.key });
  return rows.length;
}
