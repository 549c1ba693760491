// An order as its customer reads it (contracts CustomerOrder); the admin's view adds to it.
import {
  type CustomerOrder,
  type FulfillmentStatus,
  formatMinor,
  type PaymentStatus,
} from '@storefleet/contracts';
import type { OrderItemRow, OrderRow } from './customer-orders.queries.ts';

export function toCustomerOrder(order: OrderRow, items: OrderItemRow[]): CustomerOrder {
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
      vatRate: item.vatRate,
      vat: formatMinor(item.vatMinor),
    })),
    vat: formatMinor(order.vatMinor),
    shippingVat: formatMinor(order.shippingVatMinor),
    shippingVatRate: order.shippingVatRate,
    pricesIncludeVat: order.pricesIncludeVat,
    invoiceNumber: order.invoiceNumber,
    discountCode: order.discountCode,
    discount: formatMinor(order.discountMinor),
    paymentStatus: order.paymentStatus as PaymentStatus,
    fulfillmentStatus: order.fulfillmentStatus as FulfillmentStatus,
    orderNumber: order.orderNumber,
    amountDue: formatMinor(order.amountDueMinor),
    currency: order.currency,
  };
}
