// The timeline entries of the demo history's orders (seed/demo-history.ts), as a real order's steps
// write them: placed, then paid or cancelled, sent and delivered, refunded.
import type { orderEvents } from '../db/schema/index.ts';
import type { HistoryStore, PlannedOrder } from './demo-history-plan.ts';

const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;

/** Each planned order's entries, on the order written for it (`ids`, in the plan's order). */
export function historyEvents(
  tenantId: number,
  store: HistoryStore,
  planned: readonly PlannedOrder[],
  ids: readonly number[],
): (typeof orderEvents.$inferInsert)[] {
  return planned.flatMap((o, i) => {
    const orderId = ids[i]!;
    const list: (typeof orderEvents.$inferInsert)[] = [
      {
        tenantId,
        orderId,
        kind: 'placed',
        source: 'customer',
        message: `Order placed by ${o.customerName} for ${money(o.totalMinor)}`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      },
    ];
    if (o.paymentStatus !== 'voided') {
      list.push({
        tenantId,
        orderId,
        kind: 'paid',
        source: 'provider',
        message: `Payment of ${money(o.totalMinor)} received (sandbox)`,
        data: { totalMinor: o.totalMinor },
        createdAt: o.createdAt,
      });
    } else {
      list.push({
        tenantId,
        orderId,
        kind: 'status_changed',
        source: 'staff',
        actorName: store.ownerName,
        message: 'Order cancelled: the payment was released',
        data: { from: 'paid', to: 'cancelled' },
        createdAt: new Date(o.createdAt.getTime() + 3_600_000),
      });
    }
    if (o.fulfilment) {
      list.push({
        tenantId,
        orderId,
        kind: 'fulfilled',
        source: 'staff',
        actorName: store.ownerName,
        message: `Sent with Royal Mail, tracking ${o.fulfilment.trackingNumber}`,
        data: { carrier: 'Royal Mail', trackingNumber: o.fulfilment.trackingNumber },
        createdAt: o.fulfilment.createdAt,
      });
      if (o.fulfilment.deliveredAt) {
        list.push({
          tenantId,
          orderId,
          kind: 'delivered',
          source: 'system',
          message: 'Delivered',
          data: {},
          createdAt: o.fulfilment.deliveredAt,
        });
      }
    }
    if (o.refund) {
      list.push({
        tenantId,
        orderId,
        kind: 'refunded',
        source: 'staff',
        actorName: store.ownerName,
        message: `Refunded ${money(o.refund.amountMinor)}: ${o.refund.reason}`,
        data: { amountMinor: o.refund.amountMinor },
        createdAt: o.refund.createdAt,
      });
    }
    return list;
  });
}
