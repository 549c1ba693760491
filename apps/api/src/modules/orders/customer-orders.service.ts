// GET /api/orders (DESIGN §9): a customer, or anyone with ?mine=1, gets their own purchases; a
// store member or super admin gets the acting store's orders.
import type { CustomerOrder, ListOrdersQuery } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
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
  const { rows, total } = readsStore
    ? await listOrdersOfStore(ctx.db, await requireTenantAdmin(ctx, query.tenantId), { ...page, ...query })
    : await listOrdersOfUser(ctx.db, actor.userId, { ...page, tenantId: query.tenantId });
  const items = await listItemsOfOrders(ctx.db, rows);
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
