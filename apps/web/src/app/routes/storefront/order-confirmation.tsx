// /order-confirmation?order=…: the buyer's own order page (ADR 0039), read with the token
// this browser kept from confirm-payment, so it survives a reload. Straight after paying it is the
// one place that says the order is done (ADR 0090: no dialog or toast over it), and its heading
// takes the focus. Also where a provider that sent the shopper away (3-D Secure,
// SumUp) sends them back with ?payment_intent=…&provider=…&tenantId=…: the checkout kept in this tab
// is confirmed (confirm-payment), the cart of that store is cleared, and the order page follows.
import { type ConfirmPaymentResponse, paymentIntentIdFromSecret } from '@storefleet/contracts';
import { CircleX, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useCart } from '@/features/cart/cart-context.tsx';
import { clearStoredCart } from '@/features/cart/cart-storage.ts';
import { confirmPayment } from '@/features/checkout/api/confirm-payment.ts';
import { useOrderConfirmation } from '@/features/checkout/api/get-order-confirmation.ts';
import { OrderConfirmationView } from '@/features/checkout/components/order-confirmation-view.tsx';
import { SuccessDialog } from '@/features/checkout/components/success-dialog.tsx';
import {
  type ConfirmedOrder,
  confirmationHref,
  loadConfirmedOrder,
  markCelebrated,
  rememberConfirmedOrder,
} from '@/features/checkout/confirmed-orders.ts';
import {
  forgetPendingOrder,
  loadPendingOrder,
  type PendingOrder,
} from '@/features/checkout/pending-order.ts';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
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

export function OrderConfirmationRoute({ homeHref }: { homeHref: string }) {
  useDocumentTitle('Order Confirmation');
  const params = new URLSearchParams(useSearch());
  const order = Number(params.get('order'));
  if (Number.isInteger(order) && order > 0) return <ConfirmedOrderPage orderId={order} homeHref={homeHref} />;
  return <ProviderReturn homeHref={homeHref} params={params} />;
}

/** What this browser kept does not cover the address (another browser or tab): why, and back to the store. */
function NothingHere({
  title,
  homeHref,
  children,
}: {
  title: string;
  homeHref: string;
  children: ReactNode;
}) {
  return (
    <StatusPanel
      icon={SearchX}
      title={title}
      actions={
        <Link href={homeHref} className={buttonVariants({ variant: 'outline' })}>
          Continue Shopping
        </Link>
      }
    >
      {children}
    </StatusPanel>
  );
}

/** The buyer's order; straight after paying, its heading takes the focus. */
function ConfirmedOrderPage({ orderId, homeHref: fallbackHome }: { orderId: number; homeHref: string }) {
  const [kept] = useState<ConfirmedOrder | null>(() => loadConfirmedOrder(orderId));
  const [justPaid] = useState(kept?.celebrate ?? false);
  useEffect(() => {
    // Arrived from the checkout's Pay button, lower down: start at the top of the order.
    window.scrollTo(0, 0);
    if (kept?.celebrate) markCelebrated(kept);
  }, [kept]);
  const query = useOrderConfirmation(kept);
  const homeHref = kept?.homeHref ?? fallbackHome;

  if (!kept || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <NothingHere title="We could not show this order here" homeHref={fallbackHome}>
        An order's page opens only in the browser it was paid in. Your order confirmation e-mail has the
        details; signed-in customers also find their orders under Account.
      </NothingHere>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel
        icon={CircleX}
        title="We could not load your order"
        actions={
          <button type="button" className={buttonVariants()} onClick={() => query.refetch()}>
            Try again
          </button>
        }
      >
        {errorMessage(query.error, 'Please check your connection and try again.')}
      </StatusPanel>
    );
  }
  if (!query.data) return <PageSpinner label="Loading your order…" />;
  return (
    <OrderConfirmationView
      order={query.data}
      newCustomer={kept.newCustomer}
      homeHref={homeHref}
      focusHeading={justPaid}
    />
  );
}

/** Back from the provider's own page: confirm the checkout this tab kept, then show the order. */
function ProviderReturn({ homeHref: fallbackHome, params }: { homeHref: string; params: URLSearchParams }) {
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
        const kept = rememberConfirmedOrder(result, {
          tenantId: pending.tenantId,
          email: pending.orderData.customerEmail,
          homeHref: pending.homeHref,
          discount: pending.discount,
        });
        if (kept) {
          const slug = /^\/s\/([^/]+)$/.exec(pending.homeHref)?.[1];
          navigate(withStore(confirmationHref(kept.orderId), slug ? decodeURIComponent(slug) : null), {
            replace: true,
          });
          return;
        }
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
  }, [returnedId, redirectStatus, cart, navigate]);

  if (outcome.state === 'confirming') return <PageSpinner label="Confirming your payment…" />;
  if (outcome.state === 'done') {
    return (
      <div className="min-h-[60vh]">
        <SuccessDialog
          open
          orderNumber={outcome.result.orderNumber ?? null}
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
    <NothingHere title="We could not find this checkout" homeHref={fallbackHome}>
      This payment was started in another browser or tab. If you were charged, your order is confirmed by
      e-mail as soon as the payment provider tells us.
    </NothingHere>
  );
}
