// An order's VAT and its PDF invoice on the shopper's account page (ADR 0025).
import type { CustomerOrder } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';
import { useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

export function OrderInvoice({ order }: { order: CustomerOrder }) {
  const t = useT();
  const format = useMoney();
  const money = (amount: string | number) => format(amount, order.currency);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm sm:col-span-2">
      <span className="text-muted-foreground">
        {order.pricesIncludeVat ? t('summary.includesVat') : t('summary.vat')} {money(order.vat)}
      </span>
      <a
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        href={`/api/orders/${order.id}/invoice.pdf`}
        download
      >
        <FileDown aria-hidden="true" className="size-4" />
        {t('order.invoice')}
        {order.invoiceNumber === null ? '' : ` ${order.invoiceNumber}`}
      </a>
    </div>
  );
}
