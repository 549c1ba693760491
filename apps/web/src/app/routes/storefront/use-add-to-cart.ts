// Connects the catalogue's "add" to the cart: builds the cart line (cartKey and variant string from
// the shared rules) and refuses more than the chosen combination has in stock.
import { cartKey, variantString } from '@storefleet/contracts';
import { useCallback } from 'react';
import { sendFunnelEvent } from '@/features/analytics-funnel/beacon.ts';
import { useCart } from '@/features/cart/cart-context.tsx';
import type { AddToCart } from '@/features/catalogue/use-product-choice.ts';
import { useT } from '@/lib/i18n/language.tsx';

export function useAddToCart(): AddToCart {
  const cart = useCart();
  const { items, tenantId, add } = cart;
  const t = useT();
  return useCallback<AddToCart>(
    ({ product, selectedVariants, quantity, unitPrice, available, purchaseType }) => {
      if (tenantId === undefined) return t('cart.storeLoading');
      // One-off and subscription lines of one product stay apart (ADR 0008).
      const key = cartKey(product.id, selectedVariants, purchaseType);
      const inCart = items.find((line) => line.cartKey === key)?.quantity ?? 0;
      if (available <= 0) return t('product.outOfStock');
      if (inCart + quantity > available) {
        return inCart > 0
          ? t('cart.onlyLeftWithCart', { available, count: inCart })
          : t('cart.onlyLeft', { count: available });
      }
      sendFunnelEvent(tenantId, 'add_to_cart');
      add({
        id: product.id,
        name: product.name,
        price: Number(unitPrice),
        image: product.image,
        quantity,
        selectedVariants,
        variantString: variantString(selectedVariants),
        cartKey: key,
        tenantId,
        purchaseType,
        // The currency the product was read in (docs/decisions/0105).
        ...(product.currency ? { currency: product.currency } : {}),
      });
      return null;
    },
    [items, tenantId, add, t],
  );
}
