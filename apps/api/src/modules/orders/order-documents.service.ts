// One order and its lines for a document about it (the invoice, modules/invoices): the customer's
// own, or one of a store's. The caller decides who may ask; these only read.
import { actingTenant, type Ctx, platformDb } from '../../context.ts';
import { findOrderTenantId } from './admin-orders.queries.ts';
import { listItemsOfOrders, type OrderItemRow, type OrderRow } from './customer-orders.queries.ts';
import { findOrderOfStoreRow, findOrderOfUserRow } from './order-documents.queries.ts';

export type OrderWithItems = { order: OrderRow; items: OrderItemRow[] };

/** Which store an order is in, or undefined: a narrow look on the platform path (the super admin's). */
export function findOrderStoreId(ctx: Pick<Ctx, 'scopes'>, orderId: number): Promise<number | undefined> {
  return findOrderTenantId(platformDb(ctx), orderId);
}

/** The user's own order: a customer's purchases span stores, so read on the platform path by user. */
export function findOwnOrder(
  ctx: Pick<Ctx, 'scopes'>,
  { userId, orderId }: { userId: number; orderId: number },
) {
  return findOrderOfUserRow(platformDb(ctx), userId, orderId);
}

/** One of the acting store's orders with its lines (ctx.db acts for that store). */
export async function findStoreOrderWithItems(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  orderId: number,
): Promise<OrderWithItems | undefined> {
  const order = await findOrderOfStoreRow(ctx.db, actingTenant(ctx), orderId);
  if (!order) return undefined;
  return { order, items: await listItemsOfOrders(ctx.db, [order]) };
}
