// /order-confirmation: where a provider that sent the shopper away (3-D Secure, SumUp) sends them
// back with ?payment_intent=…&provider=…&tenantId=…. The checkout kept in this tab is confirmed
// (confirm-payment), the cart of that store is cleared, and the success dialog shows.
import { type ConfirmPaymentResponse, paymentIntentIdFromSecret } from '@storefleet/contracts';
import { CircleX, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useCart } from '@/features/cart/cart-context.tsx';
import { clearStoredCart } from '@/features/cart/cart-storage.ts';
import { confirmPayment } from '@/features/checkout/api/confirm-payment.ts';
import { SuccessDialog } from '@/features/checkout/components/success-dialog.tsx';
import {
  forgetPendingOrder,
  loadPendingOrder,
  type PendingOrder,
} from '@/features/checkout/pending-order.ts';
import { announceOrder } from '@/features/checkout/use-checkout-submit.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

type Outcome =
  | { state: 'confirming' }
  | {
      state: 'done';
      result: ConfirmPaymentResponse;
      email: string;
      homeHref: string;
      discount: PendingOrder['discount'];
    }
  | { state: 'failed'; message: string; homeHref: string }
  | { state: 'unknown' };

export function OrderConfirmationRoute({ homeHref: fallbackHome }: { homeHref: string }) {
  useDocumentTitle('Order Confirmation');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const cart = useCart();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const started = useRef(false);
  // Stripe returns payment_intent (and redirect_status); SumUp our own id or its checkout_id.
  const returnedId = params.get('payment_intent') ?? params.get('checkout_id') ?? '';
  const redirectStatus = params.get('redirect_status');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const paymentIntentId = paymentIntentIdFromSecret(returnedId);
    const pending = paymentIntentId ? loadPendingOrder(paymentIntentId) : null;
    if (!pending) return setOutcome({ state: 'unknown' });
    if (redirectStatus === 'failed') {
      return setOutcome({
        state: 'failed',
        message: 'Your bank did not approve the payment.',
        homeHref: pending.homeHref,
      });
    }
    confirmPayment({ paymentIntentId, orderData: pending.orderData, items: pending.items })
      .then((result) => {
        forgetPendingOrder(paymentIntentId);
        clearStoredCart(pending.tenantId);
        if (cart.tenantId === pending.tenantId) cart.clear();
        announceOrder(result);
        setOutcome({
          state: 'done',
          result,
          email: pending.orderData.customerEmail,
          homeHref: pending.homeHref,
          discount: pending.discount,
        });
      })
      .catch((error: unknown) =>
        setOutcome({
          state: 'failed',
          message: errorMessage(error, 'There was an error processing your payment.'),
          homeHref: pending.homeHref,
        }),
      );
  }, [returnedId, redirectStatus, cart]);

  if (outcome.state === 'confirming') return <PageSpinner label="Confirming your payment…" />;
  if (outcome.state === 'done') {
    return (
      <div className="min-h-[60vh]">
        <SuccessDialog
          open
          orderId={outcome.result.orderId}
          email={outcome.email}
          newCustomer={outcome.result.newCustomer}
          discount={outcome.discount}
          homeHref={outcome.homeHref}
          onContinue={() => navigate(outcome.homeHref)}
        />
      </div>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <StatusPanel
        icon={CircleX}
        title="Payment Failed"
        actions={
          <Link
            href={`${outcome.homeHref === '/' ? '' : outcome.homeHref}/checkout`}
            className={buttonVariants()}
          >
            Back to checkout
          </Link>
        }
      >
        {outcome.message}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={SearchX}
      title="We could not find this checkout"
      actions={
        <Link href={fallbackHome} className={buttonVariants({ variant: 'outline' })}>
          Continue Shopping
        </Link>
      }
    >
      This payment was started in another browser or tab. If you were charged, your order is confirmed by
      e-mail as soon as the payment provider tells us.
    </StatusPanel>
  );
}
