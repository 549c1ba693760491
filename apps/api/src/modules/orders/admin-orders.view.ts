// The admin's view of an order (contracts AdminOrder) and its CSV line.
import { type AdminOrder, minorToDecimal } from '@storefleet/contracts';
import { csvCell } from '../../lib/csv-cell.ts';
import type { AdminOrderRow } from './admin-orders.queries.ts';
import type { OrderItemRow } from './customer-orders.queries.ts';
import { toCustomerOrder } from './customer-orders.view.ts';

export function toAdminOrder(order: AdminOrderRow, items: OrderItemRow[]): AdminOrder {
  return {
    ...toCustomerOrder(order, items),
    tenantName: order.tenantName,
    tenantSlug: order.tenantSlug,
    refunded: minorToDecimal(order.refundedMinor, order.currency),
    paymentProvider: order.paymentProvider,
    stripePaymentIntentId: order.paymentIntentId,
    updatedAt: order.updatedAt.toISOString(),
  };
}

export const CSV_HEADER = [
  // The store's number for the order (#1001 upwards), as every screen names it; ids stay internal.
  'Order number',
  'Shop',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Manual',
  'Total (GBP)',
  'Refunded (GBP)',
  'Shipping address',
  // Added last, so the columns above keep their places (ADR 0025).
  'VAT (GBP)',
  'Invoice number',
  // ADR 0032: the code used and what it took off, 0.00 without one.
  'Discount code',
  'Discount',
  // docs/decisions/0105: the amounts of a row are in its order's currency, named here; the
  // headers above keep their text (GBP, every order's currency before it).
  'Currency',
];

export function toCsvLine(order: AdminOrderRow): string {
  const formatMinor = (minor: number) => minorToDecimal(minor, order.currency);
  return [
    order.orderNumber ?? order.id,
    order.tenantName,
    order.createdAt.toISOString(),
    order.customerName,
    order.customerEmail,
    order.status,
    order.manualStatusOverride ? 'yes' : 'no',
    formatMinor(order.totalMinor),
    formatMinor(order.refundedMinor),
    order.shippingAddress ?? '',
    formatMinor(order.vatMinor),
    order.invoiceNumber ?? '',
    order.discountCode ?? '',
    formatMinor(order.discountMinor),
    order.currency,
  ]
    .map(csvCell)
    .join(',');
}
