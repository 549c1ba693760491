// /pay/{token}: a draft order's payment link (ADR 0069): the invoice's lines and totals, paid through
// the checkout's own payment and confirm (features/checkout PayByLink).
import type { PublicTenant } from '@storefleet/contracts';
import { PayByLink } from '@/features/checkout/components/pay-by-link.tsx';
import { draftPaymentKeys, useDraftPayment } from '@/features/draft-orders/api/get-draft-payment.ts';
import { startDraftPayment } from '@/features/draft-orders/api/start-draft-payment.ts';
import { DraftPaymentSummary } from '@/features/draft-orders/components/draft-payment-summary.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function PayInvoiceRoute({ token, tenant }: { token: string; tenant: PublicTenant | undefined }) {
  const t = useT();
  useDocumentTitle(t('payLink.invoiceTitle'));
  return (
    <PayByLink
      tenant={tenant}
      view={useDraftPayment(token)}
      queryKey={draftPaymentKeys.link(token)}
      start={() => startDraftPayment(token)}
      text={{
        heading: (view) =>
          view ? t('payLink.invoiceFrom', { store: view.storeName }) : t('payLink.invoice'),
        loading: t('payLink.invoiceLoading'),
        paid: (view) => t('payLink.invoicePaid', { email: view.customerEmail }),
        summary: (view) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t('payLink.invoiceFor', { name: view.customerName, address: view.shippingAddress })}
            </p>
            <DraftPaymentSummary view={view} />
          </>
        ),
        expired: t('payLink.invoiceExpired'),
      }}
    />
  );
}
