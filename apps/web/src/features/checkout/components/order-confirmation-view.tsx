// The order confirmation page (ADR 0039): the order number, its lines, the delivery
// address and what happens next, read from the server with this browser's token, so a reload shows
// it again. Straight after paying it alone says the order is done (ADR 0090), its heading focused.
import type { CustomerOrder } from '@storefleet/contracts';
import { CircleCheck, Mail, Package, Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { discountAmountText, discountLabel } from '@/lib/discount-text.ts';
import { localeOf } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';

/** When the order was placed, in the page's locale (English: en-GB, as before). */
const placedAt = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export function OrderConfirmationView({
  order,
  newCustomer,
  homeHref,
  focusHeading = false,
}: {
  order: CustomerOrder;
  newCustomer: boolean;
  homeHref: string;
  /** Straight after paying: the heading takes the focus, so a screen reader reads it first. */
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus({ preventScroll: true });
  }, [focusHeading]);
  const t = useT();
  // The order's currency (docs/decisions/0105), whatever the shopper browses in now.
  const format = useMoney();
  const money = (amount: string | number) => format(amount, order.currency);
  const { language } = useLanguage();
  // The VAT the order was charged and its rates, highest first ("19%"), as the checkout showed them.
  const vat = Number(order.vat) > 0 ? { rates: vatRatesText(order) } : null;
  const addressLines = (order.shippingAddress ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-emerald-600" />
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {t('confirmation.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {t('confirmation.order')}{' '}
            <strong className="text-foreground">#{order.orderNumber ?? order.id}</strong>
            {t('confirmation.placed', { date: placedAt(order.createdAt, localeOf(language)) })}
          </p>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('confirmation.next')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-3 text-sm">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                {t('confirmation.emailBefore')} <strong>{order.customerEmail}</strong>
                {t('confirmation.emailAfter')}
              </span>
            </li>
            <li className="flex gap-3">
              <Package aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{t('confirmation.packs')}</span>
            </li>
            <li className="flex gap-3">
              <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                {t('confirmation.delivery', { method: order.shippingMethod ?? t('summary.standard') })}
              </span>
            </li>
          </ol>
          {newCustomer ? (
            <p className="mt-4 rounded-md bg-muted p-3 text-sm">{t('confirmation.newCustomer')}</p>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('confirmation.yourOrder')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" aria-label={t('confirmation.lines')}>
              {order.items.map((item, index) => (
                <li key={`${item.productId}-${index}`} className="flex justify-between gap-4 py-3 text-sm">
                  <div>
                    <p className="font-medium">{item.name}</p>
                    {item.variantString ? (
                      <p className="text-muted-foreground">{item.variantString}</p>
                    ) : null}
                    <p className="text-muted-foreground">
                      {item.quantity} × {money(item.price)}
                    </p>
                  </div>
                  <p className="shrink-0 whitespace-nowrap font-medium">
                    {money((Number(item.price) * item.quantity).toFixed(2))}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1 border-t pt-3 text-sm [&_dd]:shrink-0 [&_dd]:whitespace-nowrap">
              <div className="flex justify-between">
                <dt>{t('summary.subtotal')}</dt>
                <dd>{money(order.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('summary.shipping', { method: order.shippingMethod ?? t('summary.standard') })}</dt>
                <dd>{Number(order.shippingCost) > 0 ? money(order.shippingCost) : t('summary.free')}</dd>
              </div>
              {order.discountCode && Number(order.discount) > 0 ? (
                <div className="flex justify-between">
                  <dt>{discountLabel(order.discountCode)}</dt>
                  <dd className="text-emerald-700">{discountAmountText(order.discount, money)}</dd>
                </div>
              ) : null}
              {vat && !order.pricesIncludeVat ? (
                <div className="flex justify-between" data-testid="confirmation-vat">
                  <dt>{`${t('summary.vat')}${vat.rates}`}</dt>
                  <dd>{money(order.vat)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between pt-1 text-base font-semibold">
                <dt>{t('summary.total')}</dt>
                <dd data-testid="confirmation-total">{money(order.total)}</dd>
              </div>
              {vat && order.pricesIncludeVat ? (
                <div
                  className="flex justify-between text-xs text-muted-foreground"
                  data-testid="confirmation-vat"
                >
                  <dt>{`${t('summary.includesVat')}${vat.rates}`}</dt>
                  <dd>{money(order.vat)}</dd>
                </div>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle className="text-xl">{t('confirmation.address')}</CardTitle>
          </CardHeader>
          <CardContent>
            <address className="text-sm not-italic" data-testid="delivery-address">
              <span className="block font-medium">{order.customerName}</span>
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </CardContent>
        </Card>
      </div>

      <Link href={homeHref} className={buttonVariants({ size: 'lg' })}>
        {t('cart.continue')}
      </Link>
    </div>
  );
}

/** The rates an order's lines and shipping were taxed at, highest first: " (19%)", " (20%, 5%)". */
function vatRatesText(order: CustomerOrder): string {
  const rates = new Set(order.items.filter((item) => Number(item.vat) > 0).map((item) => item.vatRate));
  if (Number(order.shippingVat) > 0) rates.add(order.shippingVatRate);
  if (rates.size === 0) return '';
  const text = [...rates]
    .sort((a, b) => b - a)
    .map((rate) => `${rate}%`)
    .join(', ');
  return ` (${text})`;
}
