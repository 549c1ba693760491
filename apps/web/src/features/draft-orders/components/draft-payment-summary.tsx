// The lines and totals a payment link asks for, as the invoice e-mail showed them.
import { type DraftOrderPaymentView, formatMoney } from '@storefleet/contracts';

export function DraftPaymentSummary({ view }: { view: DraftOrderPaymentView }) {
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-md border" aria-label="Order lines">
        {view.lines.map((line, i) => (
          <li key={`${line.name}-${i}`} className="flex justify-between gap-4 p-3 text-sm">
            <span>
              {line.quantity} × {line.name}
              {line.variantString ? (
                <span className="text-muted-foreground"> ({line.variantString})</span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1">
        {row('Subtotal', formatMoney(view.subtotal))}
        {view.discount !== '0.00' ? row('Discount', `-${formatMoney(view.discount)}`) : null}
        {row(`Shipping (${view.shippingMethod})`, formatMoney(view.shipping))}
        {row(view.pricesIncludeVat ? 'Including VAT' : 'VAT', formatMoney(view.vat))}
        {row('Total', formatMoney(view.total), true)}
      </dl>
    </div>
  );
}
