// The refund confirm step's table of the server's preview (ADR 0068).
import { decimalToMinor, formatMoneyIn, type RefundPreview } from '@storefleet/contracts';

/** The server's plan: per line price × quantity, the discount's share and the amount; then the total. */
export function RefundBreakdown({ plan }: { plan: RefundPreview }) {
  const currency = plan.currency;
  const parseMinor = (text: string) => decimalToMinor(text, currency);
  return (
    <table className="w-full text-left" aria-label="Refund breakdown">
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 font-normal">
            Item
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Discount
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {plan.lines.map((line) => (
          <tr key={line.orderItemId}>
            <td className="py-1">
              {line.quantity} × {line.name}
              <span className="block text-xs text-muted-foreground">
                {formatMoneyIn('en', line.unitPrice, currency)} each
              </span>
            </td>
            <td className="py-1 text-right tabular-nums">
              {parseMinor(line.discount) ? `−${formatMoneyIn('en', line.discount, currency)}` : '—'}
            </td>
            <td className="py-1 text-right tabular-nums">{formatMoneyIn('en', line.amount, currency)}</td>
          </tr>
        ))}
        {plan.shipping ? (
          <tr>
            <td className="py-1">Shipping</td>
            <td className="py-1 text-right">—</td>
            <td className="py-1 text-right tabular-nums">{formatMoneyIn('en', plan.shipping, currency)}</td>
          </tr>
        ) : null}
        {parseMinor(plan.extraAmount) ? (
          <tr>
            <td className="py-1">Additional amount</td>
            <td className="py-1 text-right">—</td>
            <td className="py-1 text-right tabular-nums">
              {formatMoneyIn('en', plan.extraAmount, currency)}
            </td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" colSpan={2} className="py-1 text-left">
            Refund total ({plan.currency})
          </th>
          <td className="py-1 text-right tabular-nums" data-testid="refund-preview-total">
            {formatMoneyIn('en', plan.amount, currency)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
