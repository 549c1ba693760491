// What the checkout needs from the shopper's cart (the route passes the cart feature's own).
import type { CartLine, CreatePaymentIntentInput } from '@storefleet/contracts';

export type CheckoutCartLine = CartLine;

export type CheckoutCart = {
  items: CheckoutCartLine[];
  subtotalMinor: number;
  /** The currency of the lines' prices (docs/decisions/0105); undefined: the store's base. */
  currency?: string | undefined;
  setQuantity(cartKey: string, quantity: number): void;
  remove(cartKey: string): void;
  /** New unit prices by cartKey, in `currency` from now on when named. */
  reprice(prices: ReadonlyMap<string, number>, currency?: string): void;
  clear(): void;
  openDrawer(): void;
};

/** The items as create-payment-intent and confirm-payment take them (spec storefront §7). */
export function checkoutItems(items: readonly CheckoutCartLine[]): CreatePaymentIntentInput['items'] {
  return items.map((line) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    price: line.price,
    selectedVariants: line.selectedVariants,
    purchaseType: line.purchaseType,
  }));
}

/** The order items confirm-payment sends (spec storefront §3 Order item: price as text). */
export function orderItems(items: readonly CheckoutCartLine[]) {
  return items.map((line) => ({
    productId: line.id,
    name: line.name,
    quantity: line.quantity,
    price: line.price.toFixed(2),
    selectedVariants: line.selectedVariants,
    variantString: line.variantString,
  }));
}

/** 'Only 3 of "Tee" left' → 3; anything else → undefined. */
export function quantityLeft(message: string): number | undefined {
  const match = /^Only (\d+) of /.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** The cart as GET /api/shipping-options prices it: `12:1,13:2`, each product once with its quantity. */
export function shippingItemsParam(items: readonly CheckoutCartLine[]): string {
  const quantities = new Map<number, number>();
  for (const line of items) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  return [...quantities].map(([id, quantity]) => `${id}:${quantity}`).join(',');
}
