// The lines and totals a payment link asks for, as the invoice e-mail showed them.
import type { DraftOrderPaymentView } from '@storefleet/contracts';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

export function DraftPaymentSummary({ view }: { view: DraftOrderPaymentView }) {
  const t = useT();
  const formatMoney = useMoney();
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-md border" aria-label={t('confirmation.lines')}>
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
        {row(t('summary.subtotal'), formatMoney(view.subtotal))}
        {view.discount !== '0.00' ? row(t('payLink.discount'), `-${formatMoney(view.discount)}`) : null}
        {row(t('summary.shipping', { method: view.shippingMethod }), formatMoney(view.shipping))}
        {row(view.pricesIncludeVat ? t('payLink.includingVat') : t('summary.vat'), formatMoney(view.vat))}
        {row(t('summary.total'), formatMoney(view.total), true)}
      </dl>
    </div>
  );
}
