// The priced side of the checkout: the chosen shipping option (the first by default, spec §4), the
// payment intent for the cart and that option, and what the server's pricing means for the cart —
// when prices changed, the cart takes the server's prices and the shopper is told.
import { type CreatePaymentIntentInput, formatMinor, type PublicShippingOption } from '@storefleet/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CheckoutCart, checkoutItems } from './checkout-cart.ts';
import { usePaymentIntent } from './use-payment-intent.ts';

type PricingInput = {
  tenantId: number;
  cart: CheckoutCart;
  shippingOptions: PublicShippingOption[] | undefined;
  /** No new intents once the order is placed. */
  finished: boolean;
};

export function useCheckoutPricing({ tenantId, cart, shippingOptions, finished }: PricingInput) {
  const [shippingId, setShippingId] = useState<number | null>(null);
  useEffect(() => {
    if (shippingId === null && shippingOptions?.[0]) setShippingId(shippingOptions[0].id);
  }, [shippingOptions, shippingId]);
  const shipping = shippingOptions?.find((option) => option.id === shippingId);
  const shippingMinor = Math.round(Number(shipping?.cost ?? 0) * 100);
  const { items, subtotalMinor, reprice } = cart;

  const request = useMemo<CreatePaymentIntentInput | null>(() => {
    if (finished || items.length === 0 || shippingOptions === undefined) return null;
    return {
      amount: formatMinor(subtotalMinor + shippingMinor),
      items: checkoutItems(items),
      customerInfo: {},
      tenantId,
      shippingOptionId: shipping?.id ?? null,
    };
  }, [finished, items, subtotalMinor, shippingOptions, shippingMinor, shipping?.id, tenantId]);
  const payment = usePaymentIntent(request);
  const { intent } = payment;

  const [pricesChanged, setPricesChanged] = useState(false);
  const repricedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!intent?.priceChanged) return;
    setPricesChanged(true);
    // Once per intent: the lines answer the items in order.
    if (intent.lines.length !== items.length || repricedFor.current === intent.paymentIntentId) return;
    repricedFor.current = intent.paymentIntentId;
    reprice(
      new Map(items.map((item, i) => [item.cartKey, Number(intent.lines[i]?.unitPrice ?? item.price)])),
    );
  }, [intent, items, reprice]);

  const ready = !!intent && !payment.isCreating && !payment.problem;
  return {
    shippingId,
    setShippingId,
    shipping,
    payment,
    ready,
    pricesChanged,
    /** The server's total once it has priced this cart, else the cart's own. */
    total: intent && ready ? intent.amount : formatMinor(subtotalMinor + shippingMinor),
  };
}
