// An order's append-only history: every module that changes an order records what
// happened here, in the same transaction as the change, so the timeline never tells of a change
// that was rolled back. The table refuses updates (migration 0009); there is no delete.
import type { OrderEvent, OrderEventKind, OrderEventSource } from '@storefleet/contracts';
import { desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTenant } from '../../db/rows.ts';
import { orderEvents } from '../../db/schema/index.ts';

export type NewOrderEvent = {
  tenantId: number;
  orderId: number;
  kind: OrderEventKind;
  source: OrderEventSource;
  message: string;
  /** The member of staff who did it (their id and their name as it is now). */
  actor?: { userId: number; name: string };
  data?: Record<string, unknown>;
};

export async function recordOrderEvent(db: Db, event: NewOrderEvent): Promise<void> {
  await recordOrderEvents(db, [event]);
}

/** Several events in one statement (a checkout's placed and paid). */
export async function recordOrderEvents(db: Db, events: NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await orderEventsInsert(db, events);
}

/** An event as the columns of its row (all but the order's id). */
export function orderEventColumns(e: Omit<NewOrderEvent, 'orderId'>) {
  return {
    tenantId: e.tenantId,
    kind: e.kind,
    source: e.source,
    actorUserId: e.actor?.userId ?? null,
    actorName: e.actor?.name ?? null,
    message: e.message,
    data: e.data ?? {},
  };
}

export type OrderEventColumns = ReturnType<typeof orderEventColumns>;

/**
 * The insert of `events` as a statement not yet run; `orderId` may be SQL (the id an insert of
 * the order in the same statement returns).
 */
export function orderEventsInsert(
  db: Db,
  events: (Omit<NewOrderEvent, 'orderId'> & { orderId: number | SQL })[],
) {
  return db.insert(orderEvents).values(events.map((e) => ({ ...orderEventColumns(e), orderId: e.orderId })));
}

/** The insert of rows already in columns (placeholders, say), each for the order `orderId`. */
export function orderEventRowsInsert(db: Db, rows: OrderEventColumns[], orderId: SQL) {
  return db.insert(orderEvents).values(rows.map((row) => ({ ...row, orderId })));
}

/** The order's history, newest first (ids follow insertion, so ties in time keep their order). */
export async function listOrderEvents(db: Db, tenantId: number, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inTenant(orderEvents, tenantId, { orderId }))
    .orderBy(desc(orderEvents.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as OrderEventKind,
    source: r.source as OrderEventSource,
    actorName: r.actorName,
    message: r.message,
    data: r.data,
    createdAt: r.createdAt.toISOString(),
  }));
}
