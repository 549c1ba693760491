// A parcel as the admin order view and the customer's account page read it (contracts OrderFulfilment).
import { carrierName, type OrderFulfilment } from '@storefleet/contracts';
import type { FulfilmentRow } from './order-fulfilments.queries.ts';

export function toFulfilment(row: FulfilmentRow): OrderFulfilment {
  return {
    id: row.id,
    carrier: row.carrier,
    carrierName: carrierName(row.carrier),
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    notifiedCustomer: row.notifiedCustomer,
    shippedAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
