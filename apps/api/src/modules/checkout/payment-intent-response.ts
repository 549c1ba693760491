// What the store front gets back when an intent opens (POST /api/create-payment-intent and the
// payment links' intents): the provider's client secret and the priced checkout, amounts as
// decimals in the checkout's currency.
import { type CreatePaymentIntentResponse, formatTaxRate, minorToDecimal } from '@storefleet/contracts';
import type { AppliedDiscount } from '../discounts/discount-checkout.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.types.ts';
import type { PricedCheckout } from './checkout.types.ts';

/** The rates charged on the lines and the shipping, highest first ("19%"); none when nothing is taxed. */
function chargedRates(priced: PricedCheckout): string[] {
  const rates = priced.lines.map((line) => line.taxRateBp ?? line.vatRate * 100);
  if (priced.shippingMinor > 0) rates.push(priced.shippingTaxRateBp ?? priced.shippingVatRate * 100);
  return [...new Set(rates.filter((rate) => rate > 0))].sort((a, b) => b - a).map(formatTaxRate);
}

export function intentResponse({
  intent,
  provider,
  returnUrl,
  currency,
  priced,
  answer,
}: {
  intent: { id: string; clientSecret: string };
  provider: Pick<PaymentProvider, 'name'>;
  returnUrl: URL;
  currency: string;
  priced: PricedCheckout & { discountMinor: number };
  answer: { priceChanged: boolean; discount: AppliedDiscount | null };
}): CreatePaymentIntentResponse {
  const amount = (minor: number) => minorToDecimal(minor, currency);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: amount(priced.totalMinor),
    currency,
    provider: provider.name,
    subtotal: amount(priced.subtotalMinor),
    shipping: amount(priced.shippingMinor),
    shippingMethod: priced.shippingMethod,
    priceChanged: answer.priceChanged,
    vat: amount(priced.vatMinor),
    pricesIncludeVat: priced.pricesIncludeVat,
    vatRates: chargedRates(priced),
    reverseCharge: priced.taxReason === 'reverse-charge',
    returnUrl: returnUrl.toString(),
    discount: answer.discount
      ? { code: answer.discount.code, amount: amount(answer.discount.discountMinor) }
      : priced.discountMinor > 0
        ? { code: '', amount: amount(priced.discountMinor) }
        : null,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: amount(line.unitPriceMinor),
      lineTotal: amount(line.unitPriceMinor * line.quantity),
      variantString: line.variantString,
      purchaseType: line.purchaseType,
      ...(line.subscription
        ? {
            subscription: {
              interval: line.subscription.interval,
              trialDays: line.subscription.trialDays,
              price: amount(line.subscription.recurringMinor),
            },
          }
        : {}),
    })),
  };
}
