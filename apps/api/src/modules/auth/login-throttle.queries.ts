// Failed sign-in counters in the database, so every app instance sees the same count.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authThrottle } from '../../db/schema/index.ts';

export async function listThrottleRows(db: Db, keys: string[]) {
  return db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Counts one failure; a window older than `windowSeconds` starts over at 1. */
export async function recordThrottleFailure(db: Db, key: string, windowSeconds: number) {
  const expired = sql`${authThrottle.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(authThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
      },
    });
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
