// /pay/order/{token}: a link to pay what an order still owes after a dearer edit or exchange
// (ADR 0077), paid through the checkout's own payment and confirm (features/checkout PayByLink).
import type { PublicTenant } from '@storefleet/contracts';
import { PayByLink } from '@/features/checkout/components/pay-by-link.tsx';
import {
  orderPaymentKeys,
  startOrderPayment,
  useOrderPayment,
} from '@/features/order-payment/api/order-payment-link.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function PayOrderRoute({ token, tenant }: { token: string; tenant: PublicTenant | undefined }) {
  const t = useT();
  const formatMoney = useMoney();
  useDocumentTitle(t('payLink.dueTitle'));
  return (
    <PayByLink
      tenant={tenant}
      view={useOrderPayment(token)}
      queryKey={orderPaymentKeys.link(token)}
      start={() => startOrderPayment(token)}
      text={{
        heading: (view) =>
          view ? t('payLink.dueHeading', { store: view.storeName }) : t('payLink.dueHeadingNone'),
        loading: t('payLink.dueLoading'),
        paid: (view) => t('payLink.duePaid', { number: view.orderNumber, email: view.customerEmail }),
        summary: (view) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t('payLink.dueChanged', { number: view.orderNumber })}
            </p>
            <p className="flex justify-between text-lg font-semibold">
              <span>{t('payLink.amountDue')}</span>
              <span className="tabular-nums">{formatMoney(view.amount, view.currency)}</span>
            </p>
          </>
        ),
        expired: t('payLink.dueExpired'),
      }}
    />
  );
}
