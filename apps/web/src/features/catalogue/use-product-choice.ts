// The state behind a product card or detail dialog: chosen options, quantity, the price and stock of
// the combination, and the 'Please select: …' rule (spec storefront §5) before anything is added.
import {
  missingOptionGroups,
  type PurchaseType,
  type SelectedVariants,
  type StorefrontProduct,
} from '@storefleet/contracts';
import { useMemo, useState } from 'react';
import { useT } from '@/lib/i18n/language.tsx';
import {
  choicePrice,
  choiceStock,
  choiceWasPrice,
  isSoldOut,
  MIN_QUANTITY,
  optionGroupsOf,
} from './product-choice.ts';

/** What a card or dialog asks the cart to add; the cart answers an error message or null. */
export type AddToCartRequest = {
  product: StorefrontProduct;
  /** Chosen values in the product's option order, so the variant string reads naturally. */
  selectedVariants: SelectedVariants;
  quantity: number;
  unitPrice: string;
  /** How many of this combination can be bought at most. */
  available: number;
  /** One-off, or a subscription (ADR 0008: part of the cart key). */
  purchaseType: PurchaseType;
};

/** ADR 0008: 'Create Subscription Product' items sell only as subscriptions. */
export const defaultPurchaseType = (product: StorefrontProduct): PurchaseType =>
  product.isSubscription ? 'subscription' : 'one-off';
export type AddToCart = (request: AddToCartRequest) => string | null;

export function useProductChoice(product: StorefrontProduct, onAddToCart: AddToCart) {
  const groups = useMemo(() => optionGroupsOf(product), [product]);
  const [selected, setSelected] = useState<SelectedVariants>({});
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT();
  const [purchaseType, setPurchaseType] = useState<PurchaseType>(() => defaultPurchaseType(product));

  const complete = missingOptionGroups(groups, selected).length === 0;
  const oneOffPrice = choicePrice(product, selected);
  // A subscription is charged subscriptionPrice per period, else the one-off price (as the server).
  const unitPrice =
    purchaseType === 'subscription' ? (product.subscriptionPrice ?? oneOffPrice) : oneOffPrice;
  // The struck-through "was" price and 'Sale' badge: one-off purchases only.
  const wasPrice = purchaseType === 'subscription' ? null : choiceWasPrice(product, selected);
  const stock = complete ? choiceStock(product, selected) : null;
  const soldOut = isSoldOut(product) || (stock !== null && stock <= 0);

  function select(group: string, value: string) {
    setSelected((current) => ({ ...current, [group]: value }));
    setMessage(null);
  }

  /** True when the cart took it. */
  function add(): boolean {
    const missing = missingOptionGroups(groups, selected);
    if (missing.length > 0) {
      setMessage(t('product.pleaseSelect', { options: missing.join(', ') }));
      return false;
    }
    const ordered: SelectedVariants = {};
    for (const group of groups) {
      const value = selected[group.name];
      if (value !== undefined) ordered[group.name] = value;
    }
    const error = onAddToCart({
      product,
      selectedVariants: ordered,
      quantity,
      unitPrice,
      available: Math.max(0, choiceStock(product, ordered)),
      purchaseType,
    });
    setMessage(error);
    if (error) return false;
    setQuantity(MIN_QUANTITY);
    return true;
  }

  return {
    groups,
    selected,
    select,
    quantity,
    setQuantity,
    unitPrice,
    oneOffPrice,
    wasPrice,
    purchaseType,
    setPurchaseType,
    soldOut,
    message,
    add,
  };
}
