// The store's webhook events of a new order (ADR 0075), queued in the order's transaction by
// write-order.step.ts: created and paid, a new customer, a discount's use, the products it made low.
import { type WebhookEventType, webhookMoney } from '@storefleet/contracts';
import type { StockTarget } from '../catalogue/product-stock.service.ts';
import type { LowStockLine } from '../email/low-stock-notifications.service.ts';
import type { WebhookEvent } from '../webhooks/webhook-events.service.ts';
import type { SnapshotRow } from './checkout-snapshots.queries.ts';
import type { CustomerDetails } from './write-order.step.ts';

/** Every type of event orderWebhookEvents can give. */
const NEW_ORDER_EVENT_TYPES: readonly WebhookEventType[] = [
  'order.created',
  'order.paid',
  'customer.created',
  'discount.redeemed',
  'inventory.low',
];

/**
 * Whether a store whose endpoints want `wanted` (its row's list; undefined when not known, so any)
 * wants one of a new order's events: they need the order's id and number, so the order's statement
 * does not go with the COMMIT then (write-order.step.ts, ADR 0120).
 */
export function wantsOrderWebhookEvents(wanted: readonly string[] | undefined): boolean {
  return (
    wanted === undefined || wanted.some((type) => NEW_ORDER_EVENT_TYPES.includes(type as WebhookEventType))
  );
}

/** A stock row this order took to or below its low-stock level. */
export type MadeLow = LowStockLine & { target: StockTarget; productId: number };

export function orderWebhookEvents({
  snapshot,
  customer,
  orderId,
  orderNumber,
  newCustomerId,
  low,
}: {
  snapshot: SnapshotRow;
  customer: CustomerDetails;
  orderId: number;
  orderNumber: number;
  /** The account this order made, when it made one. */
  newCustomerId: number | undefined;
  low: MadeLow[];
}): WebhookEvent[] {
  const money = (minor: number) => webhookMoney(minor, snapshot.currency);
  const orderData = {
    orderId,
    orderNumber: orderNumber,
    customerEmail: customer.customerEmail,
    customerName: customer.customerName,
    subtotal: money(snapshot.subtotalMinor),
    shipping: money(snapshot.shippingMinor),
    discount: money(snapshot.discountMinor),
    vat: money(snapshot.vatMinor),
    total: money(snapshot.totalMinor),
    items: snapshot.items.map((line) => ({
      productId: line.productId > 0 ? line.productId : null,
      name: line.name,
      variant: line.variantString || null,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
    })),
  };
  const events: WebhookEvent[] = [
    { type: 'order.created', data: orderData },
    { type: 'order.paid', data: { ...orderData, paymentProvider: snapshot.provider } },
  ];
  if (newCustomerId !== undefined) {
    events.push({
      type: 'customer.created',
      data: {
        customerId: newCustomerId,
        email: customer.customerEmail,
        name: customer.customerName,
        orderId,
      },
    });
  }
  if (snapshot.discountId !== null) {
    events.push({
      type: 'discount.redeemed',
      data: {
        discountId: snapshot.discountId,
        code: snapshot.discountCode,
        orderId,
        orderNumber: orderNumber,
        customerEmail: customer.customerEmail,
        amount: money(snapshot.discountMinor),
      },
    });
  }
  if (low.length) {
    events.push({
      type: 'inventory.low',
      data: {
        items: low.map((line) => ({
          productId: line.productId,
          variantId: line.target.kind === 'variant' ? line.target.id : null,
          name: line.name,
          stock: line.stock,
          threshold: line.threshold,
        })),
      },
    });
  }
  return events;
}
