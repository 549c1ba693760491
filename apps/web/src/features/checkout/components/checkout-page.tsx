// The checkout screen (spec storefront §2, §4, §5, §8): the form beside the Order Summary. A spinner
// shows until the first payment intent is ready; a store that cannot take payments says so instead;
// an empty cart goes back to the store home; a finished order shows 'Payment Successful!'.
import {
  type CheckoutDiscount,
  type ConfirmPaymentResponse,
  formatMoney,
  type PublicShippingOption,
  type PublicTenant,
} from '@storefleet/contracts';
import { ArrowLeft, CircleAlert, Store } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { CheckoutCart } from '../checkout-cart.ts';
import { type CheckoutFieldName, emptyCheckoutFields } from '../checkout-fields.ts';
import { useCheckoutPricing } from '../use-checkout-pricing.ts';
import { useCheckoutSubmit } from '../use-checkout-submit.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import type { PaymentHandle } from './payment/payment-handle.ts';
import { SuccessDialog } from './success-dialog.tsx';

type CheckoutPageProps = {
  tenant: PublicTenant;
  cart: CheckoutCart;
  shippingOptions: PublicShippingOption[] | undefined;
  homeHref: string;
};

export function CheckoutPage({ tenant, cart, shippingOptions, homeHref }: CheckoutPageProps) {
  const [, navigate] = useLocation();
  const [fields, setFields] = useState(emptyCheckoutFields);
  const [invalid, setInvalid] = useState<Set<CheckoutFieldName>>(new Set());
  const [completed, setCompleted] = useState<{
    result: ConfirmPaymentResponse;
    email: string;
    discount: CheckoutDiscount | null;
  } | null>(null);
  const paymentRef = useRef<PaymentHandle>(null);
  const pricing = useCheckoutPricing({
    tenantId: tenant.id,
    cart,
    shippingOptions,
    finished: completed !== null,
  });
  const { payment } = pricing;
  const { intent } = payment;

  // Spec §2: an empty cart goes back to the store home (not after a finished order).
  useEffect(() => {
    if (cart.items.length === 0 && !completed) navigate(homeHref, { replace: true });
  }, [cart.items.length, completed, homeHref, navigate]);

  const { busy, submit } = useCheckoutSubmit(setInvalid, (result, email) => {
    setCompleted({ result, email, discount: intent?.discount ?? null });
    cart.clear();
  });

  const successDialog = (
    <SuccessDialog
      open={completed !== null}
      orderId={completed?.result.orderId ?? null}
      email={completed?.email ?? ''}
      newCustomer={completed?.result.newCustomer ?? false}
      discount={completed?.discount}
      homeHref={homeHref}
      onContinue={() => navigate(homeHref)}
    />
  );
  if (completed) return <div className="min-h-[60vh]">{successDialog}</div>;
  if (cart.items.length === 0) return null;
  if (payment.problem?.kind === 'unavailable') {
    return (
      <StatusPanel
        icon={Store}
        title={payment.problem.message}
        actions={
          <Link href={homeHref} className={buttonVariants({ variant: 'outline' })}>
            Back to Shopping
          </Link>
        }
      >
        Your cart is saved. Please try again later or contact the store.
      </StatusPanel>
    );
  }
  // Spec §2: a spinner while the payment intent (and so the provider) is not known yet.
  if (!intent && !payment.problem) return <PageSpinner label="Preparing secure checkout…" />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      fields,
      shippingChosen: !!pricing.shipping || shippingOptions?.length === 0,
      intent: pricing.ready ? intent : null,
      items: cart.items,
      tenantId: tenant.id,
      homeHref,
      paymentRef,
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
        <Link href={homeHref} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Shopping
        </Link>
      </div>
      {pricing.pricesChanged && intent ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Some prices have changed since you added these items. Your order summary shows the current prices;
          your new total is {formatMoney(intent.amount)}.
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <CheckoutForm
          tenant={tenant}
          fields={fields}
          invalid={invalid}
          onField={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          shippingOptions={shippingOptions ?? []}
          shippingId={pricing.shippingId}
          onShipping={pricing.setShippingId}
          payment={payment}
          paymentRef={paymentRef}
          busy={busy}
          ready={pricing.ready}
          total={pricing.total}
          onSubmit={onSubmit}
        />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CheckoutSummary
            cart={cart}
            intent={pricing.ready ? intent : null}
            problem={payment.problem}
            shipping={pricing.shipping}
            discount={pricing.discount}
            onEditCart={cart.openDrawer}
          />
        </div>
      </div>
      {successDialog}
    </div>
  );
}
