// The request counters (table rate_limit_hits): one atomic upsert per counted request.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

export type WindowCount = { hits: number; retryAfterSeconds: number };

/**
 * Counts one request in the key's current window and returns the window's count, in one
 * statement: parallel requests queue on the row lock, never reading the same count. A window
 * starts at its first request; once `windowSeconds` have passed the next request starts a new one.
 */
export async function countHit(
  db: Db,
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const ended = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, key, windowStart: sql`now()`, expiresAt: sql`now() + ${window}`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${rateLimitHits.windowStart} end`,
        expiresAt: sql`case when ${ended} then now() + ${window} else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now())))::int`,
    });
  return row!;
}

/** Deletes the windows that have ended; returns how many. */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ bucket: rateLimitHits.bucket });
  return rows.length;
}
