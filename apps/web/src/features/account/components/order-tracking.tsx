// The parcels of one order on the customer's account page: carrier, tracking number, the link to
// follow it (always an http(s) address: the server refuses any other) and what is in it; when part
// of the order is still to ship, what is still to come (ADR 0026).
import type { OrderFulfilment, OrderShippingLine } from '@storefleet/contracts';
import { Truck } from 'lucide-react';
import { longDateFormat } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';

export function OrderTracking({
  fulfilments,
  shippingLines = [],
}: {
  fulfilments: OrderFulfilment[] | undefined;
  shippingLines?: OrderShippingLine[];
}) {
  const t = useT();
  const { language } = useLanguage();
  const dateFormat = longDateFormat(language);
  if (!fulfilments?.length) return null;
  const toCome = shippingLines.filter((l) => l.remainingQuantity > 0);
  return (
    <div className="sm:col-span-2">
      <h4 className="font-medium">{t('tracking.title')}</h4>
      <ul className="mt-1 space-y-2">
        {fulfilments.map((parcel, index) => (
          <li key={parcel.id} className="text-muted-foreground">
            <div className="flex flex-wrap items-center gap-x-2">
              <Truck aria-hidden="true" className="size-4" />
              {fulfilments.length > 1 ? (
                <span className="font-medium text-foreground">
                  {t('tracking.parcel', { index: index + 1, count: fulfilments.length })}
                </span>
              ) : null}
              <span>
                {parcel.carrierName} · {parcel.trackingNumber}
              </span>
              {parcel.trackingUrl ? (
                <a
                  href={parcel.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {t('tracking.track')}
                </a>
              ) : null}
              <span className="text-xs">
                {parcel.deliveredAt
                  ? t('tracking.delivered', { date: dateFormat.format(new Date(parcel.deliveredAt)) })
                  : t('tracking.shipped', { date: dateFormat.format(new Date(parcel.shippedAt)) })}
              </span>
            </div>
            {fulfilments.length > 1 || toCome.length > 0 ? (
              <p className="ml-6 text-sm">
                {parcel.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {toCome.length > 0 ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">{t('tracking.toCome')}</span>{' '}
          <span className="text-muted-foreground">
            {toCome.map((l) => `${l.remainingQuantity} × ${l.productName}`).join(', ')}
          </span>
        </p>
      ) : null}
    </div>
  );
}
