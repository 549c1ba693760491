// The cart's rules (spec storefront §3 Cart item, §4 Cart): lines merge by cartKey, a quantity of 0
// or below removes the line, totals in integer pence so £0.10 + £0.20 is £0.30.
import { type CartLine, parseMinor } from '@storefleet/contracts';

/**
 * A cart line of one store: the cart is kept per store. `currency`: the currency of `price` (the
 * product read's, docs/decisions/0105); absent on lines added before stores sold in others (the base).
 */
export type CartItem = CartLine & { tenantId: number; currency?: string };

export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => line.cartKey === item.cartKey);
  if (!existing) return [...items, item];
  return items.map((line) =>
    line.cartKey === item.cartKey ? { ...line, quantity: line.quantity + item.quantity } : line,
  );
}

export function setQuantity(items: readonly CartItem[], cartKey: string, quantity: number): CartItem[] {
  if (!(quantity > 0)) return removeItem(items, cartKey);
  return items.map((line) => (line.cartKey === cartKey ? { ...line, quantity: Math.floor(quantity) } : line));
}

export function removeItem(items: readonly CartItem[], cartKey: string): CartItem[] {
  return items.filter((line) => line.cartKey !== cartKey);
}

/**
 * New unit prices by cartKey (after the server repriced the cart, or the products were read again
 * in another currency): with `currency`, the lines repriced are in it from now on.
 */
export function repriceItems(
  items: CartItem[],
  prices: ReadonlyMap<string, number>,
  currency?: string,
): CartItem[] {
  const differs = (line: CartItem, price: number) =>
    price !== line.price || (currency !== undefined && currency !== line.currency);
  const changed = items.some((line) => {
    const price = prices.get(line.cartKey);
    return price !== undefined && differs(line, price);
  });
  if (!changed) return items;
  return items.map((line) => {
    const price = prices.get(line.cartKey);
    if (price === undefined || !differs(line, price)) return line;
    return currency === undefined ? { ...line, price } : { ...line, price, currency };
  });
}

/** The currency the cart's prices are in: its lines' (the first's), or undefined for the base. */
export function cartCurrency(items: readonly CartItem[]): string | undefined {
  return items.find((line) => line.currency !== undefined)?.currency;
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function toMinor(amount: number | string): number {
  return parseMinor(typeof amount === 'number' ? amount.toFixed(2) : amount) ?? 0;
}

export function lineTotalMinor(line: CartItem): number {
  return toMinor(line.price) * line.quantity;
}

export function subtotalMinor(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + lineTotalMinor(line), 0);
}

/** Reads a stored cart back, keeping only well-formed lines of this store. */
export function parseStoredCart(text: string | null, tenantId: number): CartItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is CartItem => isCartItem(line) && line.tenantId === tenantId);
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.id) &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    typeof line.cartKey === 'string' &&
    typeof line.variantString === 'string' &&
    Number.isInteger(line.tenantId) &&
    (line.currency === undefined ||
      (typeof line.currency === 'string' && /^[A-Z]{3}$/.test(line.currency))) &&
    (line.image === null || typeof line.image === 'string') &&
    (line.purchaseType === 'one-off' || line.purchaseType === 'subscription') &&
    !!line.selectedVariants &&
    typeof line.selectedVariants === 'object' &&
    Object.values(line.selectedVariants).every((v) => typeof v === 'string')
  );
}
