// GET /api/orders (DESIGN §9): a customer, or anyone with ?mine=1, gets their own purchases; a
// store member or super admin gets the acting store's orders. The route is the account-orders
// module's, which adds each order's returns (the returns module stands above orders).
import type { AccountOrder, ListOrdersQuery } from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { listAdminOrderPage } from './admin-orders.queries.ts';
import { listItemsOfOrders, listOrdersOfUser } from './customer-orders.queries.ts';
import { toCustomerOrder } from './customer-orders.view.ts';

/** The shopper's view of one order, for the order confirmation checkout answers with. */
export { toCustomerOrder };

import { readShippingOfOrders } from './order-fulfilments.service.ts';

/** An order of the list before the account adds its returns. */
export type ListedOrder = Omit<AccountOrder, 'returns' | 'returnWindow'>;

/**
 * The page of orders, its count, and the handle it was read with (the platform path for one's own
 * purchases across stores, else the store's): the caller reads what it adds through the same one.
 */
export async function listOrders(
  ctx: Ctx,
  query: ListOrdersQuery,
): Promise<{ orders: ListedOrder[]; total: number; capped: boolean; db: Db }> {
  const actor = requireUser(ctx);
  const page = { limit: query.limit, offset: query.offset };
  const readsStore = !query.mine && (actor.isSuperAdmin || actor.memberships.length > 0);
  // The store is resolved (and acted for) before ctx.db is read: requireTenantAdmin switches it.
  const storeId = readsStore
    ? await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId })
    : undefined;
  if (!readsStore && query.tenantId !== undefined) actAsTenant(ctx, query.tenantId);
  // One's own purchases in every store span stores: the platform path, always filtered to the user.
  const db = readsStore || query.tenantId !== undefined ? ctx.db : platformDb(ctx);
  // A store's orders are the admin list's (ADR 0021, ADR 0044): the same search by word starts, the
  // same walks and word index, the count capped at ORDER_COUNT_CAP.
  const { rows, total, capped } =
    storeId !== undefined
      ? await listAdminOrderPage(
          db,
          { tenantId: storeId },
          { ...page, status: query.status, search: query.search },
        )
      : {
          ...(await listOrdersOfUser(db, actor.userId, { ...page, tenantId: query.tenantId })),
          capped: false,
        };
  const [items, shipping] = await Promise.all([
    listItemsOfOrders(db, rows),
    readShippingOfOrders({ db }, rows),
  ]);
  return {
    orders: rows.map((order) => ({
      ...toCustomerOrder(
        order,
        items.filter((i) => i.orderId === order.id),
      ),
      // The parcels with their lines and tracking links, and what is still to come: the account
      // page shows them.
      ...shipping.get(order.id)!,
    })),
    total,
    capped,
    db,
  };
}

/**
 * The store a customer bought from, for mail about their account (password reset): `preferred` if
 * they have an order there, else the store of their latest order; undefined when they never bought.
 * A customer's purchases span stores: the platform path, filtered to the user.
 */
export async function findCustomerStoreId(
  ctx: Pick<Ctx, 'scopes'>,
  { userId, preferred }: { userId: number; preferred?: number | undefined },
): Promise<number | undefined> {
  const db = platformDb(ctx);
  const page = { limit: 1, offset: 0 };
  if (preferred !== undefined) {
    const there = await listOrdersOfUser(db, userId, { ...page, tenantId: preferred });
    if (there.rows.length > 0) return preferred;
  }
  const latest = await listOrdersOfUser(db, userId, page);
  return latest.rows[0]?.tenantId;
}
