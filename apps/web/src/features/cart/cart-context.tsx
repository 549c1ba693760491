// The shopper's cart for the store in view (spec storefront §4 Cart): loaded from that store's
// storage entry when the store changes, saved on every change, shared with other tabs, and the
// drawer's open state (adding opens it). A server-rendered page has no storage, so while React
// hydrates it the cart is empty, as on the server, and the stored cart is read right after.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useCanReadStorage, useOtherTabWrites } from '@/lib/browser-storage.ts';
import {
  addItem,
  type CartItem,
  cartCurrency,
  itemCount,
  removeItem,
  repriceItems,
  setQuantity,
  subtotalMinor,
} from './cart-lines.ts';
import { cartStorageKey, loadCart, saveCart } from './cart-storage.ts';

export type Cart = {
  tenantId: number | undefined;
  items: CartItem[];
  /** The currency of the lines' prices (docs/decisions/0105); undefined: the store's base. */
  currency: string | undefined;
  count: number;
  subtotalMinor: number;
  isOpen: boolean;
  setOpen(open: boolean): void;
  /** Adds (merging by cartKey) and opens the drawer. */
  add(item: CartItem): void;
  setQuantity(cartKey: string, quantity: number): void;
  remove(cartKey: string): void;
  /** New unit prices by cartKey; with `currency`, the lines repriced are in it from now on. */
  reprice(prices: ReadonlyMap<string, number>, currency?: string): void;
  clear(): void;
};

const CartContext = createContext<Cart | null>(null);

type Stored = { tenantId: number | undefined; items: CartItem[] };

const loadStored = (tenantId: number | undefined): Stored => ({
  tenantId,
  items: tenantId === undefined ? [] : loadCart(tenantId),
});

export function CartProvider({ tenantId, children }: { tenantId: number | undefined; children: ReactNode }) {
  const canReadStorage = useCanReadStorage();
  const [stored, setStored] = useState<Stored | null>(() => (canReadStorage ? loadStored(tenantId) : null));
  const [isOpen, setOpen] = useState(false);

  // Reload when the store changes (spec storefront §4), during render so no frame shows the old store's cart.
  const isCurrent = stored !== null && stored.tenantId === tenantId;
  if (canReadStorage && !isCurrent) setStored(loadStored(tenantId));
  const items = isCurrent ? stored.items : [];

  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      if (tenantId === undefined) return;
      setStored((current) => {
        const isCurrent = current !== null && current.tenantId === tenantId;
        const items = isCurrent ? current.items : loadCart(tenantId);
        const next = change(items);
        if (next === items && isCurrent) return current;
        saveCart(tenantId, next);
        return { tenantId, items: next };
      });
    },
    [tenantId],
  );

  // Another tab changed this store's cart: take its version.
  useOtherTabWrites(tenantId === undefined ? undefined : cartStorageKey(tenantId), () => {
    if (tenantId !== undefined) setStored({ tenantId, items: loadCart(tenantId) });
  });

  const cart = useMemo<Cart>(
    () => ({
      tenantId,
      items,
      currency: cartCurrency(items),
      count: itemCount(items),
      subtotalMinor: subtotalMinor(items),
      isOpen,
      setOpen,
      add(item) {
        update((current) => addItem(current, item));
        setOpen(true);
      },
      setQuantity: (cartKey, quantity) => update((current) => setQuantity(current, cartKey, quantity)),
      remove: (cartKey) => update((current) => removeItem(current, cartKey)),
      reprice: (prices, currency) => update((current) => repriceItems(current, prices, currency)),
      clear: () => update(() => []),
    }),
    [tenantId, items, isOpen, update],
  );

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
