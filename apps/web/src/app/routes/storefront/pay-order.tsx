// /pay/order/{token}: a link to pay what an order still owes after a dearer edit or exchange
// (ADR 0077), paid through the checkout's own payment and confirm (features/checkout PayByLink).
import type { PublicTenant } from '@storefleet/contracts';
import { formatMoney } from '@storefleet/contracts';
import { PayByLink } from '@/features/checkout/components/pay-by-link.tsx';
import {
  orderPaymentKeys,
  startOrderPayment,
  useOrderPayment,
} from '@/features/order-payment/api/order-payment-link.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function PayOrderRoute({ token, tenant }: { token: string; tenant: PublicTenant | undefined }) {
  useDocumentTitle('Pay Amount Due');
  return (
    <PayByLink
      tenant={tenant}
      view={useOrderPayment(token)}
      queryKey={orderPaymentKeys.link(token)}
      start={() => startOrderPayment(token)}
      text={{
        heading: (view) => (view ? `Pay ${view.storeName}` : 'Pay the amount due'),
        loading: 'Loading what is due…',
        paid: (view) =>
          `Order #${view.orderNumber} is paid in full; we have e-mailed a receipt to ${view.customerEmail}.`,
        summary: (view) => (
          <>
            <p className="text-sm text-muted-foreground">
              Your order #{view.orderNumber} was changed, and this amount is still to pay.
            </p>
            <p className="flex justify-between text-lg font-semibold">
              <span>Amount due</span>
              <span className="tabular-nums">{formatMoney(view.amount)}</span>
            </p>
          </>
        ),
        expired: 'This payment link has expired. Please ask the store for a new one.',
      }}
    />
  );
}
