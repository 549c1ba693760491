// A checkout in flight, kept for the length of the tab so that a provider that sends the shopper
// away (3-D Secure, SumUp) can be finished on /order-confirmation when they come back.
import type { CheckoutDiscount, ConfirmPaymentInput } from '@storefleet/contracts';

export type PendingOrder = {
  paymentIntentId: string;
  tenantId: number;
  homeHref: string;
  orderData: ConfirmPaymentInput['orderData'];
  items: NonNullable<ConfirmPaymentInput['items']>;
  /** The discount code the payment was priced with, for the confirmation (ADR 0032). */
  discount?: CheckoutDiscount | null;
};

const key = (paymentIntentId: string) => `storefleet:pending-order:${paymentIntentId}`;

export function savePendingOrder(order: PendingOrder): void {
  try {
    window.sessionStorage.setItem(key(order.paymentIntentId), JSON.stringify(order));
  } catch {
    // Without storage only a redirect-based payment loses its details; the webhook still makes the order.
  }
}

export function loadPendingOrder(paymentIntentId: string): PendingOrder | null {
  try {
    const text = window.sessionStorage.getItem(key(paymentIntentId));
    return text ? (JSON.parse(text) as PendingOrder) : null;
  } catch {
    return null;
  }
}

export function forgetPendingOrder(paymentIntentId: string): void {
  try {
    window.sessionStorage.removeItem(key(paymentIntentId));
  } catch {
    // nothing to forget
  }
}
