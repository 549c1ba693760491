// The refund dialog's head figures: what the customer paid, what has been refunded and what is left.
import { formatMoneyIn, type OrderRefundSummary } from '@storefleet/contracts';

export function RefundFigures({ summary }: { summary: OrderRefundSummary }) {
  const currency = summary.currency;
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-center">
      <div>
        <dt className="text-xs text-muted-foreground">Paid</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.paid, currency)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Refunded</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.refunded, currency)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Left to refund</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.remaining, currency)}</dd>
      </div>
    </dl>
  );
}
