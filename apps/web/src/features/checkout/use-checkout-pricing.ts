// The priced side of the checkout: the chosen shipping option (the first by default, spec storefront §4), the
// discount code (ADR 0032), the payment intent for the cart, that option and that code, and what the
// server's pricing means for the cart — when prices changed, the cart takes the server's prices and
// the shopper is told; when the code is refused, its message is kept for the code field and the
// checkout re-prices without it.
import {
  type CheckoutDiscount,
  type CreatePaymentIntentInput,
  formatMinor,
  type PublicShippingOption,
} from '@storefleet/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useShopperCurrency } from '@/lib/shopper-currency-context.tsx';
import { type CheckoutCart, checkoutItems } from './checkout-cart.ts';
import { usePaymentIntent } from './use-payment-intent.ts';

type PricingInput = {
  tenantId: number;
  cart: CheckoutCart;
  shippingOptions: PublicShippingOption[] | undefined;
  /** Where the order goes (docs/decisions/0100): the intent is priced for it. */
  country: string;
  /** No new intents once the order is placed. */
  finished: boolean;
  /** A business buyer's VAT number (docs/decisions/0101): the intent is priced with it. */
  vatNumber?: string;
};

export function useCheckoutPricing({
  tenantId,
  cart,
  shippingOptions,
  country,
  finished,
  vatNumber,
}: PricingInput) {
  const [shippingId, setShippingId] = useState<number | null>(null);
  // The first option by default, and again when the destination no longer offers the chosen one.
  useEffect(() => {
    if (!shippingOptions) return;
    if (shippingId !== null && shippingOptions.some((option) => option.id === shippingId)) return;
    setShippingId(shippingOptions[0]?.id ?? null);
  }, [shippingOptions, shippingId]);
  const shipping = shippingOptions?.find((option) => option.id === shippingId);
  // The shopper's currency (docs/decisions/0105): the intent is priced and charged in it.
  const shopper = useShopperCurrency();
  const currency = shopper.currency;
  // An option's cost in another currency is no hint for this total: the server prices it.
  const shippingKnown = !shipping || shipping.currency === currency;
  const shippingMinor = shippingKnown ? Math.round(Number(shipping?.cost ?? 0) * 100) : 0;
  const { items, subtotalMinor, reprice } = cart;
  const sameCurrency = (cart.currency ?? shopper.base) === currency;
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);

  const request = useMemo<CreatePaymentIntentInput | null>(() => {
    if (finished || items.length === 0 || shippingOptions === undefined) return null;
    return {
      // The amount the shopper saw, a hint only when every part of it is in the checkout's currency.
      ...(sameCurrency && shippingKnown ? { amount: formatMinor(subtotalMinor + shippingMinor) } : {}),
      // Lines still priced in another currency (the cart is following the shopper's) send no price
      // hint, so the server does not call a currency change a price change.
      items: sameCurrency ? checkoutItems(items) : checkoutItems(items).map(({ price: _, ...item }) => item),
      customerInfo: {},
      tenantId,
      shippingOptionId: shipping?.id ?? null,
      country,
      discountCode: discountCode ?? undefined,
      ...(vatNumber ? { vatNumber } : {}),
      ...(currency !== shopper.base ? { currency } : {}),
    };
  }, [
    finished,
    items,
    subtotalMinor,
    shippingOptions,
    shippingMinor,
    shipping?.id,
    tenantId,
    discountCode,
    country,
    vatNumber,
    currency,
    shopper.base,
    sameCurrency,
    shippingKnown,
  ]);
  const payment = usePaymentIntent(request);
  const { intent, problem } = payment;

  // The store no longer sells the shopper's currency: its message stays, the checkout goes back to
  // the base currency (and forgets the choice) and prices again.
  const [currencyRefused, setCurrencyRefused] = useState<string | null>(null);
  const { fallBack } = shopper;
  useEffect(() => {
    if (problem?.kind !== 'currency') return;
    setCurrencyRefused(problem.message);
    fallBack();
  }, [problem, fallBack]);

  useEffect(() => {
    if (problem?.kind !== 'discount' || discountCode === null) return;
    setDiscountError(problem.message);
    setDiscountCode(null);
  }, [problem, discountCode]);

  const [pricesChanged, setPricesChanged] = useState(false);
  const repricedFor = useRef<string | null>(null);
  useEffect(() => {
    // Prices in another currency than the one asked for are no new prices for this cart.
    if (!intent?.priceChanged || intent.currency !== currency) return;
    setPricesChanged(true);
    // Once per intent: the lines answer the items in order.
    if (intent.lines.length !== items.length || repricedFor.current === intent.paymentIntentId) return;
    repricedFor.current = intent.paymentIntentId;
    reprice(
      new Map(items.map((item, i) => [item.cartKey, Number(intent.lines[i]?.unitPrice ?? item.price)])),
      intent.currency,
    );
  }, [intent, items, reprice, currency]);

  const ready = !!intent && !payment.isCreating && !payment.problem;
  const applied: CheckoutDiscount | null = discountCode !== null ? (intent?.discount ?? null) : null;
  const discount: CheckoutDiscountState = {
    applied,
    applying: discountCode !== null && (applied === null || payment.isCreating),
    error: discountError,
    apply: (code: string) => {
      setDiscountError(null);
      setDiscountCode(code.trim());
    },
    remove: () => {
      setDiscountError(null);
      setDiscountCode(null);
    },
  };
  return {
    discount,
    shippingId,
    setShippingId,
    shipping,
    payment,
    ready,
    pricesChanged,
    /** The currency the checkout is in: the server's answer's once priced, else the shopper's. */
    currency: intent && ready ? intent.currency : currency,
    /** The server's refusal of the shopper's currency, shown next to the total. */
    currencyRefused,
    /** The server's total once it has priced this cart, else the cart's own. */
    total: intent && ready ? intent.amount : formatMinor(subtotalMinor + shippingMinor),
  };
}

/** The code field's view of the discount: what the server took off, and the shopper's two actions. */
export type CheckoutDiscountState = {
  /** The code the current intent applied, and the amount it took off. */
  applied: CheckoutDiscount | null;
  /** A code was sent and its price is not back yet. */
  applying: boolean;
  /** The server's refusal of the last code tried. */
  error: string | null;
  apply(code: string): void;
  remove(): void;
};
