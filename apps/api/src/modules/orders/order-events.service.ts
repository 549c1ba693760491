// The order timeline as other domains reach it (refunds, e-mail): record what happened to an order
// in the transaction that made it happen, handed as `{ db: tx }`. The queries behind it are in
// order-events.queries.ts.
import type { Ctx } from '../../context.ts';
import { type NewOrderEvent, recordOrderEvents } from './order-events.queries.ts';

export type { NewOrderEvent } from './order-events.queries.ts';

export async function recordOrderEvent(ctx: Pick<Ctx, 'db'>, event: NewOrderEvent): Promise<void> {
  await recordOrderEvents(ctx.db, [event]);
}
