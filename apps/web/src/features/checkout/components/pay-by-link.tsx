// A payment link's page (a draft order's invoice, or what an order still owes, ADR 0069 and 0077):
// shows what the link is for, opens the store's checkout payment for it and confirms it like any
// checkout (POST /api/confirm-payment), so the order is written by the same commit step. The card
// form is the checkout's.
import type { CreatePaymentIntentResponse, PublicTenant } from '@storefleet/contracts';
import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import type { PaymentHandle } from './payment/payment-handle.ts';
import { PaymentSection } from './payment/payment-section.tsx';

/** What every payment link's answer says: whose it is, where it ships, and whether it is still open. */
export type PaymentLinkView = {
  status: string;
  storeName: string;
  tenantId: number;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
};

export function PayByLink<View extends PaymentLinkView>({
  tenant,
  view,
  queryKey,
  start,
  text,
}: {
  tenant: PublicTenant | undefined;
  view: UseQueryResult<View>;
  /** The link's query, read again once it is paid. */
  queryKey: QueryKey;
  /** Opens the checkout payment for the link. */
  start: () => Promise<CreatePaymentIntentResponse>;
  text: {
    heading: (view: View | undefined) => string;
    loading: string;
    paid: (view: View) => ReactNode;
    /** What the link pays for, above the payment. */
    summary: (view: View) => ReactNode;
    expired: string;
  };
}) {
  const t = useT();
  const money = useMoney();
  const apiMessage = useApiMessage();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const paymentRef = useRef<PaymentHandle>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(apiMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const open = () => run(async () => setIntent(await start()));

  const pay = () =>
    run(async () => {
      if (!intent || !view.data || !paymentRef.current) return;
      const { customerName, customerEmail, shippingAddress, tenantId } = view.data;
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
      await queryClient.invalidateQueries({ queryKey });
    });

  let body: ReactNode;
  if (view.isPending) body = <Spinner label={text.loading} className="py-12" />;
  else if (view.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {apiMessage(view.error)}
      </p>
    );
  } else if (paid || view.data.status === 'paid') {
    body = (
      <div className="flex items-start gap-3" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 text-emerald-600" />
        <div>
          <p className="font-semibold">{t('payLink.received')}</p>
          <p className="text-sm text-muted-foreground">{text.paid(view.data)}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        {text.summary(view.data)}
        {view.data.status === 'expired' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {text.expired}
          </p>
        ) : intent ? (
          <div className="space-y-4">
            <h2 className="text-lg font-semibold">{t('checkout.paymentInformation')}</h2>
            <PaymentSection
              provider={intent.provider}
              clientSecret={intent.clientSecret}
              stripePublicKey={tenant?.stripePublicKey ?? null}
              paymentRef={paymentRef}
              disabled={busy}
            />
            <Button className="w-full" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
              {busy
                ? t('payLink.paying')
                : t('payLink.pay', { amount: money(intent.amount, intent.currency) })}
            </Button>
          </div>
        ) : (
          <Button className="w-full" onClick={open} disabled={busy}>
            {t('payLink.continue')}
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
        <h1 className="text-2xl font-bold">{text.heading(view.data)}</h1>
        {body}
      </Card>
    </main>
  );
}
