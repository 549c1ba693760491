// One order in the shopper's history (spec storefront §2 Account page): id, date, status, total,
// customer name, shipping address and items, amounts in pounds; a discount code as its own line.
// Each line shows its unit price and its total (unit price × quantity), and the refunds made on the
// order are listed with their amount, currency and date, and the credit note each issued to download
// (ADR 0068); once sent, its returns and "Return items".
import { type AccountOrder, type CustomerRefund, formatMinor, parseMinor } from '@storefleet/contracts';
import { FileDown } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { hasDiscount } from '@/lib/discount-text.ts';
import { longDateFormat } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTracking } from './order-tracking.tsx';

/** "25.00" × 2 → "50.00", in minor units so no float error reaches the total. */
function lineTotal(price: string, quantity: number): string {
  return formatMinor((parseMinor(price) ?? 0) * quantity);
}

/** "12.50", "GBP" → "£12.50 GBP": the amount with its currency spelled out. */
function moneyWithCurrency(amount: string, currency: string): string {
  try {
    const text = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
    return `${text} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

export function OrderCard({ order, refunds = [] }: { order: AccountOrder; refunds?: CustomerRefund[] }) {
  const placed = new Date(order.createdAt);
  const t = useT();
  const { language } = useLanguage();
  const dateFormat = longDateFormat(language);
  // English keeps the app's money as it was (formatMoney); other languages their locale's. Always in
  // the order's currency (docs/decisions/0105), whatever the shopper browses in now.
  const format = useMoney();
  const money = (amount: string | number) => format(amount, order.currency);
  const number = order.orderNumber ?? order.id;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div>
          <h3 className="text-lg font-semibold">{t('order.number', { number })}</h3>
          <p className="text-sm text-muted-foreground">
            {t('order.placedOn')} <time dateTime={order.createdAt}>{dateFormat.format(placed)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="text-lg font-bold">{money(order.total)}</span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
        <dl className="space-y-2">
          <div>
            <dt className="font-medium">{t('order.customer')}</dt>
            <dd className="text-muted-foreground">{order.customerName}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('order.shippingAddress')}</dt>
            <dd className="text-muted-foreground">{order.shippingAddress || t('order.notGiven')}</dd>
          </div>
        </dl>
        <div>
          <h4 className="font-medium">{t('order.items')}</h4>
          <ul className="mt-1 space-y-1">
            {order.items.map((item, index) => (
              <li
                key={`${item.productId}-${index}`}
                data-testid="order-line"
                className="flex justify-between gap-4 text-muted-foreground"
              >
                <span>
                  {item.name} × {item.quantity}
                  {item.variantString ? <span className="block text-xs">{item.variantString}</span> : null}
                  <span className="block text-xs">{t('order.each', { price: money(item.price) })}</span>
                </span>
                <span className="shrink-0 font-medium text-foreground" data-testid="order-line-total">
                  <span className="sr-only">{t('order.lineTotal')} </span>
                  {money(lineTotal(item.price, item.quantity))}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t pt-2 text-muted-foreground">
            <span>
              {t('order.shipping')}
              {order.shippingMethod ? ` (${order.shippingMethod})` : ''}
            </span>
            <span>{Number(order.shippingCost) > 0 ? money(order.shippingCost) : t('summary.free')}</span>
          </p>
          {hasDiscount(order) ? (
            <p className="mt-1 flex justify-between text-emerald-700">
              <span>
                {order.discountCode
                  ? t('order.discountCode', { code: order.discountCode })
                  : t('order.discount')}
              </span>
              <span>{`\u2212${money(order.discount ?? 0)}`}</span>
            </p>
          ) : null}
        </div>
        {refunds.length > 0 ? (
          <div className="sm:col-span-2">
            <h4 className="font-medium">{t('order.refunds')}</h4>
            <ul className="mt-1 space-y-1" aria-label={t('order.refundsOn', { number })}>
              {refunds.map((refund) => (
                <li key={refund.id} className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                  <span>
                    {t('order.refundedOn')}{' '}
                    <time dateTime={refund.createdAt}>{dateFormat.format(new Date(refund.createdAt))}</time>
                  </span>
                  <span className="font-medium text-foreground">
                    {moneyWithCurrency(refund.amount, refund.currency)}
                  </span>
                  {refund.creditNote ? (
                    <a
                      className="inline-flex basis-full items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      href={`/api/orders/${order.id}/credit-notes/${refund.creditNote.id}/pdf`}
                      download
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      {t('order.creditNote', { number: refund.creditNote.number })}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <OrderTracking fulfilments={order.fulfilments} shippingLines={order.shippingLines} />
        <OrderInvoice order={order} />
        <OrderReturns order={order} />
      </CardContent>
    </Card>
  );
}
