// The admin order screens (spec admin §2 Order Management, Store Orders; §4 manual override):
// a bounded, searchable page of one store's orders, or for a super admin of every shop at once;
// status changes that mark the order as manually overridden; and the stat figures.
import {
  type AdminOrder,
  type adminOrdersQuerySchema,
  checkManualStatusMove,
  formatMinor,
  type OrderStats,
  orderStatusLabel,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { type Ctx, platformReadDb, readDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import {
  countOrdersByStatus,
  findAdminOrder,
  listAdminOrderBatch,
  listAdminOrderPage,
  type OrderCursor,
  type OrderFilter,
  type OrderScope,
  setOrderStatusManually,
} from './admin-orders.queries.ts';
import { CSV_HEADER, toAdminOrder, toCsvLine } from './admin-orders.view.ts';
import { listItemsOfOrders } from './customer-orders.queries.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { lockOrderForStatus } from './order-status.queries.ts';

type Query = z.output<typeof adminOrdersQuerySchema>;

/**
 * A super admin naming no store sees every shop (on the platform path); everyone else acts on one
 * store (DESIGN §4). The handle to read with comes with the scope: these are read-heavy lists, so
 * from the replica when it holds the caller's own writes (ADR 0018).
 */
async function scopeFor(ctx: Ctx, tenantId: number | undefined): Promise<{ scope: OrderScope; db: Db }> {
  const actor = requireUser(ctx);
  if (actor.isSuperAdmin && tenantId === undefined) return { scope: {}, db: platformReadDb(ctx) };
  return {
    scope: { tenantId: await requireTenantAdmin(ctx, { requestedTenantId: tenantId }) },
    db: readDb(ctx),
  };
}

export async function listAdminOrders(
  ctx: Ctx,
  query: Query,
): Promise<{ orders: AdminOrder[]; total: number; capped: boolean }> {
  const { scope, db } = await scopeFor(ctx, query.tenantId);
  const { rows, total, capped } = await listAdminOrderPage(db, scope, query);
  const items = await listItemsOfOrders(db, rows);
  return {
    orders: rows.map((o) =>
      toAdminOrder(
        o,
        items.filter((i) => i.orderId === o.id && i.tenantId === o.tenantId),
      ),
    ),
    total,
    capped,
  };
}

const EXPORT_BATCH = 2000;

/**
 * The filtered orders as CSV, read in batches after a keyset cursor: one batch is in memory at a
 * time, and the next is read only when the reply has taken the last (the route streams this).
 */
export async function* exportAdminOrdersCsv(ctx: Ctx, query: OrderFilter & { tenantId?: number }) {
  const { scope, db } = await scopeFor(ctx, query.tenantId);
  yield `${CSV_HEADER.join(',')}\r\n`;
  let after: OrderCursor | undefined;
  do {
    const batch = await listAdminOrderBatch(db, scope, query, after, EXPORT_BATCH);
    if (batch.rows.length > 0) yield `${batch.rows.map(toCsvLine).join('\r\n')}\r\n`;
    after = batch.next;
  } while (after);
}

/**
 * Sets a status by hand (spec admin §4), only as order-lifecycle.ts allows from the current one: a
 * move backwards needs a reason and `confirmBackward`, and both go on the timeline. It moves the
 * spec's status alone: the payment and fulfilment statuses, and so every revenue figure, stay. A
 * super admin may leave the store unnamed: the order's own store is used, and the usual membership
 * and read-only checks still apply to everyone else.
 */
export async function setAdminOrderStatus(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    status,
    reason,
    confirmBackward,
  }: {
    orderId: number;
    requestedTenantId: number | undefined;
    status: string;
    reason?: string;
    confirmBackward?: boolean;
  },
): Promise<AdminOrder> {
  const { tenantId: acting, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  // The change and its timeline entry (who, from, to) commit together.
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const before = await lockOrderForStatus(db, acting, orderId);
    if (!before) throw new NotFoundError('Order not found');
    const move = checkManualStatusMove(before.status, status);
    if (move.kind === 'refused') throw new BadRequestError(move.message);
    const backward = move.kind === 'backward';
    if (backward && (!reason || confirmBackward !== true)) {
      throw new BadRequestError(
        `Moving an order back from ${orderStatusLabel(before.status)} to ${orderStatusLabel(status)} needs a reason and your confirmation`,
      );
    }
    if (!(await setOrderStatusManually(db, acting, orderId, status)))
      throw new NotFoundError('Order not found');
    if (move.kind === 'same') return;
    const why = reason ? `: ${reason}` : '';
    await recordOrderEvent(db, {
      tenantId: acting,
      orderId,
      kind: 'status_changed',
      source: 'staff',
      actor: staffActor(actor),
      message: `Status changed from ${orderStatusLabel(before.status)} to ${orderStatusLabel(status)} by ${actor.username}${backward ? ' (moved back)' : ''}${why}`,
      data: {
        from: before.status,
        to: status,
        manual: true,
        ...(backward ? { backward } : {}),
        ...(reason ? { reason } : {}),
      },
    });
  });
  const order = await findAdminOrder(ctx.db, acting, orderId);
  if (!order) throw new NotFoundError('Order not found');
  return toAdminOrder(order, await listItemsOfOrders(ctx.db, [order]));
}

export async function getOrderStats(ctx: Ctx, requestedTenantId: number | undefined): Promise<OrderStats> {
  const { scope, db } = await scopeFor(ctx, requestedTenantId);
  const groups = await countOrdersByStatus(db, scope);
  const byStatus: Record<string, number> = {};
  let totalOrders = 0;
  let revenueMinor = 0;
  for (const group of groups) {
    byStatus[group.status] = group.n;
    totalOrders += group.n;
    revenueMinor += group.takenMinor;
  }
  return {
    totalOrders,
    totalRevenue: formatMinor(revenueMinor),
    pendingOrders: byStatus.pending ?? 0,
    shippedOrders: byStatus.shipped ?? 0,
    byStatus,
  };
}
