// One local-storage entry per store (spec storefront §4): carts of two stores never mix.
import { type CartItem, parseStoredCart } from './cart-lines.ts';

export const cartStorageKey = (tenantId: number) => `storefleet:cart:${tenantId}`;

export function loadCart(tenantId: number): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(cartStorageKey(tenantId)), tenantId);
  } catch {
    return []; // storage disabled (private mode, blocked cookies): the cart lives in memory only
  }
}

export function saveCart(tenantId: number, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(cartStorageKey(tenantId));
    else window.localStorage.setItem(cartStorageKey(tenantId), JSON.stringify(items));
  } catch {
    // Full or disabled storage: the cart still works for this visit.
  }
}

export function clearStoredCart(tenantId: number): void {
  saveCart(tenantId, []);
}
