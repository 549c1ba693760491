// /pay/order/{token}: a link to pay what an order still owes after a dearer edit or exchange
// (ADR 0077). Shows the order and the amount, opens the store's checkout payment for exactly that
// and confirms it like any checkout (POST /api/confirm-payment); the card form is the checkout's.
import type { CreatePaymentIntentResponse, PublicTenant } from '@storefleet/contracts';
import { formatMoney } from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { confirmPayment } from '@/features/checkout/api/confirm-payment.ts';
import type { PaymentHandle } from '@/features/checkout/components/payment/payment-handle.ts';
import { PaymentSection } from '@/features/checkout/components/payment/payment-section.tsx';
import {
  orderPaymentKeys,
  startOrderPayment,
  useOrderPayment,
} from '@/features/order-payment/api/order-payment-link.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function PayOrderRoute({ token, tenant }: { token: string; tenant: PublicTenant | undefined }) {
  useDocumentTitle('Pay Amount Due');
  const queryClient = useQueryClient();
  const view = useOrderPayment(token);
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const paymentRef = useRef<PaymentHandle>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setIntent(await startOrderPayment(token));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    if (!intent || !view.data || !paymentRef.current) return;
    const { customerName, customerEmail, shippingAddress, tenantId } = view.data;
    setBusy(true);
    setError(null);
    try {
      await paymentRef.current.confirm({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        billing: {
          name: customerName,
          email: customerEmail,
          address: shippingAddress,
          city: '',
          postcode: '',
        },
      });
      await confirmPayment({
        paymentIntentId: intent.paymentIntentId,
        orderData: { customerName, customerEmail, shippingAddress, tenantId },
      });
      setPaid(true);
      await queryClient.invalidateQueries({ queryKey: orderPaymentKeys.link(token) });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (view.isPending) body = <Spinner label="Loading what is due…" className="py-12" />;
  else if (view.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(view.error)}
      </p>
    );
  } else if (paid || view.data.status === 'paid') {
    body = (
      <div className="flex items-start gap-3" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 text-emerald-600" />
        <div>
          <p className="font-semibold">Thank you, your payment was received.</p>
          <p className="text-sm text-muted-foreground">
            Order #{view.data.orderNumber} is paid in full; we have e-mailed a receipt to{' '}
            {view.data.customerEmail}.
          </p>
        </div>
      </div>
    );
  } else {
    const data = view.data;
    body = (
      <div className="space-y-6">
        <p className="text-sm text-muted-foreground">
          Your order #{data.orderNumber} was changed, and this amount is still to pay.
        </p>
        <p className="flex justify-between text-lg font-semibold">
          <span>Amount due</span>
          <span className="tabular-nums">{formatMoney(data.amount)}</span>
        </p>
        {data.status === 'expired' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            This payment link has expired. Please ask the store for a new one.
          </p>
        ) : intent ? (
          <div className="space-y-4">
            <h2 className="text-lg font-semibold">Payment Information</h2>
            <PaymentSection
              provider={intent.provider}
              clientSecret={intent.clientSecret}
              stripePublicKey={tenant?.stripePublicKey ?? null}
              paymentRef={paymentRef}
              disabled={busy}
            />
            <Button className="w-full" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Paying…' : `Pay ${formatMoney(intent.amount)}`}
            </Button>
          </div>
        ) : (
          <Button className="w-full" onClick={start} disabled={busy}>
            Continue to payment
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8">
      <Card className="space-y-4 p-4 sm:p-6">
        <h1 className="text-2xl font-bold">
          {view.data ? `Pay ${view.data.storeName}` : 'Pay the amount due'}
        </h1>
        {body}
      </Card>
    </main>
  );
}
