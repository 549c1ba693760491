// The recurring checkout.prune-snapshots job: checkout snapshots do not pile up for ever. A sweep
// across every store, so it runs on the platform path.
import { type Ctx, platformDb } from '../../context.ts';
import { deleteExpiredSnapshots } from './checkout-snapshots-prune.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A checkout not paid within a week is abandoned (a card authorisation does not outlive it either). */
export const ABANDONED_CHECKOUT_DAYS = 7;
/** A finished checkout's snapshot answers repeated confirms and late webhooks for a month. */
export const FINISHED_CHECKOUT_DAYS = 30;

export function pruneCheckoutSnapshots(ctx: Pick<Ctx, 'scopes'>, now = new Date()): Promise<number> {
  return deleteExpiredSnapshots(platformDb(ctx), {
    abandonedBefore: new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * DAY_MS),
    finishedBefore: new Date(now.getTime() - FINISHED_CHECKOUT_DAYS * DAY_MS),
  });
}
