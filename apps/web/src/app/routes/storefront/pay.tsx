// /pay/{token}: a draft order's payment link (ADR 0069): the invoice's lines and totals, paid through
// the checkout's own payment and confirm (features/checkout PayByLink).
import type { PublicTenant } from '@storefleet/contracts';
import { PayByLink } from '@/features/checkout/components/pay-by-link.tsx';
import { draftPaymentKeys, useDraftPayment } from '@/features/draft-orders/api/get-draft-payment.ts';
import { startDraftPayment } from '@/features/draft-orders/api/start-draft-payment.ts';
import { DraftPaymentSummary } from '@/features/draft-orders/components/draft-payment-summary.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function PayInvoiceRoute({ token, tenant }: { token: string; tenant: PublicTenant | undefined }) {
  useDocumentTitle('Pay Invoice');
  return (
    <PayByLink
      tenant={tenant}
      view={useDraftPayment(token)}
      queryKey={draftPaymentKeys.link(token)}
      start={() => startDraftPayment(token)}
      text={{
        heading: (view) => `Your invoice${view ? ` from ${view.storeName}` : ''}`,
        loading: 'Loading your invoice…',
        paid: (view) => `Your order is confirmed; we have e-mailed the details to ${view.customerEmail}.`,
        summary: (view) => (
          <>
            <p className="text-sm text-muted-foreground">
              For {view.customerName}, delivered to {view.shippingAddress}
            </p>
            <DraftPaymentSummary view={view} />
          </>
        ),
        expired: 'This payment link has expired. Please ask the store for a new invoice.',
      }}
    />
  );
}
