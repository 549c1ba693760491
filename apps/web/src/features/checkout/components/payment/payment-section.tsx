// 'Payment Information': the card form of the provider the server chose for this store — the
// sandbox's own form, Stripe's card element or SumUp's widget.
import type { PaymentProviderName } from '@storefleet/contracts';
import { lazy, type Ref, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { PaymentHandle } from './payment-handle.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { SumUpCardPayment } from './sumup-card-payment.tsx';

const StripeCardPayment = lazy(() =>
  import('./stripe-card-payment.tsx').then((m) => ({ default: m.StripeCardPayment })),
);

type PaymentSectionProps = {
  provider: PaymentProviderName;
  clientSecret: string;
  stripePublicKey: string | null;
  paymentRef: Ref<PaymentHandle>;
  disabled: boolean;
};

export function PaymentSection({
  provider,
  clientSecret,
  stripePublicKey,
  paymentRef,
  disabled,
}: PaymentSectionProps) {
  if (provider === 'sandbox') return <SandboxCardForm ref={paymentRef} disabled={disabled} />;
  if (provider === 'sumup') {
    // A new checkout id needs a fresh widget.
    return (
      <SumUpCardPayment key={clientSecret} ref={paymentRef} disabled={disabled} checkoutId={clientSecret} />
    );
  }
  if (!stripePublicKey) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        This store cannot take payments yet
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading the card form…" className="h-12" />}>
      <StripeCardPayment ref={paymentRef} disabled={disabled} publishableKey={stripePublicKey} />
    </Suspense>
  );
}
