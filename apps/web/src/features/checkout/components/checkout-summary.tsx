// The Order Summary fed from the server's pricing when it has one, else from the cart, with a
// refused line marked so the shopper can fix it.
import {
  type CreatePaymentIntentResponse,
  describeSubscriptionPrice,
  formatMinor,
  type PublicShippingOption,
} from '@storefleet/contracts';
import { Button } from '@/components/ui/button.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { type CheckoutCart, quantityLeft } from '../checkout-cart.ts';
import type { CheckoutDiscountState } from '../use-checkout-pricing.ts';
import type { IntentProblem } from '../use-payment-intent.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { OrderSummary, type SummaryLine } from './order-summary.tsx';

type CheckoutSummaryProps = {
  cart: CheckoutCart;
  intent: CreatePaymentIntentResponse | null;
  problem: IntentProblem | null;
  shipping: PublicShippingOption | undefined;
  discount: CheckoutDiscountState;
  onEditCart(): void;
  /** Where the order goes: abroad, the VAT line names its rates (docs/decisions/0101); a UK one reads as before. */
  country?: string;
  /** The checkout's currency (docs/decisions/0105): the server's answer's, else the cart's. */
  currency?: string | undefined;
};

export function CheckoutSummary({
  cart,
  intent,
  problem,
  shipping,
  discount,
  onEditCart,
  country = 'GB',
  currency,
}: CheckoutSummaryProps) {
  const money = useMoney();
  const shownCurrency = intent?.currency ?? cart.currency ?? currency;
  const lineProblem = problem?.kind === 'line' ? problem : null;
  const problemLineIndex = lineProblem?.productName
    ? cart.items.findIndex((item) => item.name === lineProblem.productName)
    : -1;
  const lines: SummaryLine[] = cart.items.map((item, index) => {
    const server = intent?.lines.length === cart.items.length ? intent.lines[index] : undefined;
    const flagged = index === problemLineIndex;
    return {
      cartKey: item.cartKey,
      name: item.name,
      variantString: item.variantString,
      quantity: item.quantity,
      image: item.image,
      lineTotal: server?.lineTotal ?? formatMinor(Math.round(item.price * 100) * item.quantity),
      note: server?.subscription
        ? `Subscription: ${describeSubscriptionPrice(server.subscription.price, server.subscription.interval, server.subscription.trialDays, (amount) => money(amount, shownCurrency))}. Your card is saved for the renewals.`
        : item.purchaseType === 'subscription'
          ? 'Subscription'
          : undefined,
      problem: flagged ? lineProblem?.message : undefined,
      maxQuantity: flagged && lineProblem ? quantityLeft(lineProblem.message) : undefined,
    };
  });
  const shippingCost = intent?.shipping ?? shipping?.cost ?? '0.00';
  const subtotal = intent?.subtotal ?? formatMinor(cart.subtotalMinor);
  const total = intent?.amount ?? formatMinor(cart.subtotalMinor + Math.round(Number(shippingCost) * 100));

  return (
    <div className="space-y-3">
      {lineProblem && problemLineIndex < 0 ? (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
        >
          {lineProblem.message}
        </p>
      ) : null}
      <OrderSummary
        lines={lines}
        subtotal={subtotal}
        shippingMethod={intent?.shippingMethod ?? shipping?.name ?? 'Standard'}
        shippingCost={shippingCost}
        total={total}
        vat={
          intent
            ? {
                amount: intent.vat,
                included: intent.pricesIncludeVat,
                rates: country === 'GB' ? undefined : intent.vatRates,
                reverseCharge: intent.reverseCharge,
              }
            : undefined
        }
        discount={intent?.discount}
        discountField={<DiscountCodeField discount={discount} />}
        onRemove={cart.remove}
        onSetQuantity={cart.setQuantity}
        currency={shownCurrency}
      />
      <Button variant="outline" className="w-full" onClick={onEditCart}>
        Edit cart
      </Button>
    </div>
  );
}
