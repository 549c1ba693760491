// An order's VAT and its PDF invoice on the shopper's account page (ADR 0025).
import { type CustomerOrder, formatMoney } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';

export function OrderInvoice({ order }: { order: CustomerOrder }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm sm:col-span-2">
      <span className="text-muted-foreground">
        {order.pricesIncludeVat ? 'Includes VAT' : 'VAT'} {formatMoney(order.vat)}
      </span>
      <a
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        href={`/api/orders/${order.id}/invoice.pdf`}
        download
      >
        <FileDown aria-hidden="true" className="size-4" />
        Download invoice{order.invoiceNumber === null ? '' : ` ${order.invoiceNumber}`}
      </a>
    </div>
  );
}
