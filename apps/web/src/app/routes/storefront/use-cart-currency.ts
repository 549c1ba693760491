// The cart follows the shopper's currency (docs/decisions/0105): when it changes, the products are
// read again in it and each cart line takes its product's price there (the chosen combination's,
// or the subscription's), so the drawer and the checkout never show one currency's numbers with
// another's sign. The checkout's server pricing still has the last word.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCart } from '@/features/cart/cart-context.tsx';
import { storefrontProductsQueryOptions } from '@/features/catalogue/api/get-storefront-products.ts';
import { linePrice } from '@/features/catalogue/product-choice.ts';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';

export function useCartFollowsCurrency(tenantId: number | undefined) {
  const cart = useCart();
  const { currency, base } = useShopperCurrency();
  const behind = cart.items.some((line) => (line.currency ?? base) !== currency);
  const products = useQuery({
    ...storefrontProductsQueryOptions(tenantId ?? 0, currency === base ? undefined : currency),
    enabled: tenantId !== undefined && behind,
  });
  const { items, reprice } = cart;
  const list = products.data;
  useEffect(() => {
    if (!behind || !list) return;
    // A list read before the store sold in other currencies names none: it is in the base.
    if ((list[0]?.currency ?? base) !== currency) return;
    const prices = new Map<string, number>();
    for (const line of items) {
      const product = list.find((candidate) => candidate.id === line.id);
      if (product)
        prices.set(line.cartKey, Number(linePrice(product, line.selectedVariants, line.purchaseType)));
    }
    reprice(prices, currency);
  }, [behind, list, items, reprice, currency, base]);
}
