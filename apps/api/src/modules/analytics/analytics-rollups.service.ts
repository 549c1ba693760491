// The store's daily sales rollups (ADR 0082): the fold that keeps them as orders happen, and the
// rebuild of a range of days, for one store or many at once.
import { isRealDay } from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import {
  advanceCursor,
  daysTouchedAfter,
  lockCursor,
  lockStoreRollups,
  rebuildStoresRange,
  recomputeStoreDays,
} from './analytics-fold.queries.ts';

export const FOLD_SALES_JOB = 'analytics.fold';
/** Every minute: a new order shows in the reports within about a minute. */
export const FOLD_SALES_CRON = '* * * * *';
const CURSOR = 'sales';
const FOLD_BATCH = 5000;
const FOLD_LOOKBACK_IDS = 1000;

/**
 * Folds the order events written since the last fold into the rollups, in one transaction on the
 * platform path: the cursor row is locked first (a second fold waits, then starts after it), every
 * touched store day is recomputed whole, and the cursor moves in the same commit. A fold that fails
 * moves nothing; one run twice recomputes the same rows. Returns how many store days it refolded.
 */
export async function foldSalesEvents(
  ctx: Pick<Ctx, 'scopes'>,
  input: { batch?: number } = {},
): Promise<{ days: number; lastEventId: number }> {
  return platformDb(ctx).transaction(async (tx) => {
    const cursor = await lockCursor(tx, CURSOR);
    const touched = await daysTouchedAfter(tx, {
      cursor,
      batch: input.batch ?? FOLD_BATCH,
      lookback: FOLD_LOOKBACK_IDS,
    });
    // Every touched store day at once, in set-based statements (ADR 0091).
    if (touched.days.length > 0) {
      await lockStoreRollups(
        tx,
        touched.days.map((d) => d.tenantId),
      );
      await recomputeStoreDays(tx, touched.days);
    }
    if (touched.lastEventId !== cursor) await advanceCursor(tx, CURSOR, touched.lastEventId);
    return { days: touched.days.length, lastEventId: touched.lastEventId };
  });
}

/**
 * Rebuilds the acting store's rollups from `from` to `to` (YYYY-MM-DD in its time zone, both
 * counted) from its orders and refunds: the rows of the range are deleted and every day with an
 * order or a refund recomputed, in one transaction. For data written around the fold (a demo seed,
 * an import) or after a time zone change; rebuilding twice gives the same rows.
 */
export async function rebuildSalesRollups(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  input: { from: string; to: string },
): Promise<{ days: number }> {
  const tenantId = actingTenant(ctx);
  if (!isRealDay(input.from) || !isRealDay(input.to) || input.from > input.to) {
    throw new BadRequestError('Give from and to as dates (YYYY-MM-DD), from on or before to');
  }
  return ctx.db.transaction(async (tx) => {
    await lockStoreRollups(tx, tenantId);
    return rebuildStoresRange(tx, { tenantIds: [tenantId], ...input });
  });
}

/**
 * The same for many stores at once on the platform path, in one transaction of set-based
 * statements (every store's days together): the demo's history at start-up, a benchmark's seed.
 */
export async function rebuildStoresSalesRollups(
  ctx: Pick<Ctx, 'scopes'>,
  input: { tenantIds: number[]; from: string; to: string },
): Promise<{ days: number }> {
  if (!isRealDay(input.from) || !isRealDay(input.to) || input.from > input.to) {
    throw new BadRequestError('Give from and to as dates (YYYY-MM-DD), from on or before to');
  }
  return platformDb(ctx).transaction(async (tx) => {
    await lockStoreRollups(tx, input.tenantIds);
    return rebuildStoresRange(tx, input);
  });
}
