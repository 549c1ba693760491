// GET /api/orders (DESIGN §9): a customer, or anyone with ?mine=1, gets their own purchases; a
// store member or super admin gets the acting store's orders.
import type { CustomerOrder, ListOrdersQuery } from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.ts';
import { listItemsOfOrders, listOrdersOfStore, listOrdersOfUser } from './customer-orders.queries.ts';
import { toCustomerOrder } from './customer-orders.view.ts';

export async function listOrders(
  ctx: Ctx,
  query: ListOrdersQuery,
): Promise<{ orders: CustomerOrder[]; total: number }> {
  const actor = requireUser(ctx);
  const page = { limit: query.limit, offset: query.offset };
  const readsStore = !query.mine && (actor.isSuperAdmin || actor.memberships.length > 0);
  // The store is resolved (and acted for) before ctx.db is read: requireTenantAdmin switches it.
  const storeId = readsStore ? await requireTenantAdmin(ctx, query.tenantId) : undefined;
  if (!readsStore && query.tenantId !== undefined) actAsTenant(ctx, query.tenantId);
  // One's own purchases in every store span stores: the platform path, always filtered to the user.
  const db = readsStore || query.tenantId !== undefined ? ctx.db : platformDb(ctx);
  const { rows, total } =
    storeId !== undefined
      ? await listOrdersOfStore(db, storeId, { ...page, ...query })
      : await listOrdersOfUser(db, actor.userId, { ...page, tenantId: query.tenantId });
  const items = await listItemsOfOrders(db, rows);
  return {
    orders: rows.map((order) =>
      toCustomerOrder(
        order,
        items.filter((i) => i.orderId === order.id),
      ),
    ),
    total,
  };
}
