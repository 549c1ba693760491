// Deleting checkout snapshots that nothing will read again (the prune job's sweep, every store).
import { and, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSnapshots } from '../../db/schema/index.ts';

/**
 * Abandoned snapshots (never paid, or cancelled) created before `abandonedBefore`, and finished ones
 * (order notified, or refunded) last changed before `finishedBefore`. Snapshots still on their way
 * (ordered, refunding) are never deleted: their jobs need them. Resolves to how many went.
 */
export async function deleteExpiredSnapshots(
  platform: Db,
  cutoffs: { abandonedBefore: Date; finishedBefore: Date },
): Promise<number> {
  const rows = await platform
    .delete(checkoutSnapshots)
    .where(
      or(
        and(
          inArray(checkoutSnapshots.status, ['open', 'cancelled']),
          lt(checkoutSnapshots.createdAt, cutoffs.abandonedBefore),
        ),
        and(
          inArray(checkoutSnapshots.status, ['notified', 'refunded']),
          lt(checkoutSnapshots.updatedAt, cutoffs.finishedBefore),
        ),
      ),
    )
    .returning({ id: checkoutSnapshots.id });
  return rows.length;
}
