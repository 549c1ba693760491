// The orders this browser paid for (ADR 0039): confirm-payment answers a token that lets
// this browser read its order on /order-confirmation?order=…; it is kept here (localStorage, so a
// reload or a new tab still has it) with what the success dialog shows. Never throws: without
// storage the confirmation page says it cannot show the order and the e-mail still arrives.
import type { CheckoutDiscount, ConfirmPaymentResponse } from '@storefleet/contracts';

export type ConfirmedOrder = {
  orderId: number;
  tenantId: number;
  token: string;
  email: string;
  newCustomer: boolean;
  homeHref: string;
  discount?: CheckoutDiscount | null;
  /** Just paid: the confirmation page has yet to show (its heading takes the focus once). */
  celebrate: boolean;
};

const key = (orderId: number) => `storefleet:order-confirmation:${orderId}`;
/** Older entries are dropped so the storage does not grow with every purchase. */
const KEEP = 20;
const INDEX_KEY = 'storefleet:order-confirmations';

export const confirmationHref = (orderId: number) => `/order-confirmation?order=${orderId}`;

export function rememberConfirmedOrder(
  result: ConfirmPaymentResponse,
  details: { tenantId: number; email: string; homeHref: string; discount?: CheckoutDiscount | null },
): ConfirmedOrder | null {
  if (!result.confirmationToken) return null;
  const order: ConfirmedOrder = {
    orderId: result.orderId,
    tenantId: details.tenantId,
    token: result.confirmationToken,
    email: details.email,
    newCustomer: result.newCustomer,
    homeHref: details.homeHref,
    discount: details.discount ?? null,
    celebrate: true,
  };
  try {
    window.localStorage.setItem(key(order.orderId), JSON.stringify(order));
    const ids = (JSON.parse(window.localStorage.getItem(INDEX_KEY) ?? '[]') as number[]).filter(
      (id) => id !== order.orderId,
    );
    ids.push(order.orderId);
    for (const old of ids.splice(0, Math.max(0, ids.length - KEEP))) window.localStorage.removeItem(key(old));
    window.localStorage.setItem(INDEX_KEY, JSON.stringify(ids));
  } catch {
    // Private window or full storage: the page will say it cannot show the order here.
  }
  return order;
}

export function loadConfirmedOrder(orderId: number): ConfirmedOrder | null {
  try {
    const text = window.localStorage.getItem(key(orderId));
    const order = text ? (JSON.parse(text) as ConfirmedOrder) : null;
    return order && order.orderId === orderId && typeof order.token === 'string' ? order : null;
  } catch {
    return null;
  }
}

/** The dialog has shown: a reload shows the page alone. */
export function markCelebrated(order: ConfirmedOrder): void {
  try {
    window.localStorage.setItem(key(order.orderId), JSON.stringify({ ...order, celebrate: false }));
  } catch {
    // nothing to mark
  }
}
