// GET /api/orders (DESIGN §9): a customer, or anyone with ?mine=1, gets their own purchases; a
// store member or super admin gets the acting store's orders.
import { type CustomerOrder, formatMinor, type ListOrdersQuery } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.ts';
import {
  listItemsOfOrders,
  listOrdersOfStore,
  listOrdersOfUser,
  type OrderItemRow,
  type OrderRow,
} from './customer-orders.queries.ts';

function toCustomerOrder(order: OrderRow, items: OrderItemRow[]): CustomerOrder {
  return {
    id: order.id,
    tenantId: order.tenantId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    total: formatMinor(order.totalMinor),
    subtotal: formatMinor(order.subtotalMinor),
    shippingCost: formatMinor(order.shippingMinor),
    shippingMethod: order.shippingMethod,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    manualStatusOverride: order.manualStatusOverride,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      quantity: item.quantity,
      price: formatMinor(item.priceMinor),
      selectedVariants: item.selectedVariants,
      variantString: item.variantString ?? '',
    })),
  };
}

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
