// A parcel as the admin order view and the customer's account page read it (contracts OrderFulfilment).
import { carrierName, type OrderFulfilment } from '@storefleet/contracts';
import type { FulfilmentLineRow, FulfilmentRow } from './order-fulfilments.queries.ts';

export function toFulfilment(row: FulfilmentRow, lines: FulfilmentLineRow[] = []): OrderFulfilment {
  return {
    id: row.id,
    carrier: row.carrier,
    carrierName: carrierName(row.carrier),
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    notifiedCustomer: row.notifiedCustomer,
    shippedAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.fulfilmentId === row.id)
      .map((l) => ({ orderItemId: l.orderItemId, productName: l.productName, quantity: l.quantity })),
  };
}
