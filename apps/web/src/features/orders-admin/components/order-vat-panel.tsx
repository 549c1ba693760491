// The order's VAT as recorded at checkout (ADR 0025) and its PDF invoice, in the order view.
import { decimalToMinor, formatMinorIn, formatMoneyIn } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import type { OrderRow } from '../api/get-orders.ts';

export function OrderVatPanel({ order }: { order: OrderRow }) {
  /** Minor units of a "12.34" amount in the order's currency ("1250" yen): the sums stay whole numbers. */
  const pence = (amount: string) => decimalToMinor(amount, order.currency) ?? 0;
  const byRate = new Map<number, number>();
  const add = (rate: number, vat: string) => byRate.set(rate, (byRate.get(rate) ?? 0) + pence(vat));
  for (const item of order.items) add(item.vatRate, item.vat);
  if (pence(order.shippingCost) > 0) add(order.shippingVatRate, order.shippingVat);
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const invoiceUrl = `/api/admin/orders/${order.id}/invoice.pdf?tenantId=${order.tenantId}`;
  return (
    <section aria-label="VAT and invoice" className="space-y-2 rounded-md border p-3">
      <p className="flex justify-between font-medium">
        <span>{order.pricesIncludeVat ? 'Includes VAT' : 'VAT (added to the prices)'}</span>
        <span className="tabular-nums">{formatMoneyIn('en', order.vat, order.currency)}</span>
      </p>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        {rates.map(([rate, vat]) => (
          <li key={rate} className="flex justify-between">
            <span>VAT at {rate}%</span>
            <span className="tabular-nums">{formatMinorIn(vat, order.currency)}</span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-3 pt-1">
        <span className="text-xs text-muted-foreground">
          {order.invoiceNumber === null ? 'No invoice number' : `Invoice ${order.invoiceNumber}`}
        </span>
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={invoiceUrl} download>
          <FileDown aria-hidden="true" /> Download invoice
        </a>
      </div>
    </section>
  );
}
