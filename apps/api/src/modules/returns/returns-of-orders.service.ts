// The returns of a page of orders (GET /api/orders, the account's order cards): each order's returns
// as the card shows them and whether "Return items" is offered, in a fixed number of statements
// whatever the page holds (the returns, their lines, the orders' sold lines, the stores' return
// windows), read through the list's own handle (the platform path for one's purchases across stores).
import {
  contentKeys,
  type OrderReturn,
  type OrderReturnWindow,
  returnDeadline,
  returnWindowDaysOf,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { contentValueOfStores } from '../content/content.public.service.ts';
import { listSoldItemsOfOrders } from '../orders/order-returns.service.ts';
import { listLinesOfStoresReturns, listReturnsOfOrders } from './returns.queries.ts';
import { toOrderReturn } from './returns.view.ts';
import { orderRefusal, returnableLines } from './returns-request.service.ts';

/** What the list already holds of an order. */
export type ListedOrderForReturns = {
  id: number;
  tenantId: number;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  /** Its parcels, oldest first: the first one's arrival (else its sending) starts the window. */
  fulfilments: readonly { shippedAt: string; deliveredAt: string | null }[];
};

export async function readReturnsOfOrders(
  ctx: Pick<Ctx, 'db'>,
  { orders, now = new Date() }: { orders: readonly ListedOrderForReturns[]; now?: Date },
): Promise<Map<number, { returns: OrderReturn[]; returnWindow: OrderReturnWindow }>> {
  const db = ctx.db as Db;
  const refs = orders.map((o) => ({ id: o.id, tenantId: o.tenantId }));
  const [returns, items, windows] = await Promise.all([
    listReturnsOfOrders(db, refs),
    listSoldItemsOfOrders(ctx, refs),
    contentValueOfStores(ctx, {
      tenantIds: orders.map((o) => o.tenantId),
      key: contentKeys.returnWindowDays,
    }),
  ]);
  const lines = await listLinesOfStoresReturns(db, returns);
  return new Map(
    orders.map((order) => {
      const own = returns.filter((r) => r.orderId === order.id && r.tenantId === order.tenantId);
      const ownItems = items.filter((i) => i.orderId === order.id && i.tenantId === order.tenantId);
      const first = order.fulfilments[0];
      const sentAt = first ? new Date(first.deliveredAt ?? first.shippedAt) : undefined;
      const windowDays = returnWindowDaysOf(windows.get(order.tenantId) ?? null);
      const subject = { order, items: ownItems, sentAt };
      const refusal = orderRefusal(subject, windowDays, now);
      const canReturn =
        refusal === null && returnableLines(subject, own, lines).some((l) => l.returnable > 0);
      return [
        order.id,
        {
          returns: own.map((r) => toOrderReturn(r, lines, ownItems)),
          returnWindow: {
            windowDays,
            deadline: sentAt ? returnDeadline(sentAt, windowDays).toISOString() : null,
            refusal,
            canReturn,
          },
        },
      ];
    }),
  );
}
