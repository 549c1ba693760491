// The parcels of one order on the customer's account page: carrier, tracking number and
// the link to follow it (always an http(s) address: the server refuses any other).
import type { OrderFulfilment } from '@storefleet/contracts';
import { Truck } from 'lucide-react';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function OrderTracking({ fulfilments }: { fulfilments: OrderFulfilment[] | undefined }) {
  if (!fulfilments?.length) return null;
  return (
    <div className="sm:col-span-2">
      <h4 className="font-medium">Tracking</h4>
      <ul className="mt-1 space-y-1">
        {fulfilments.map((parcel) => (
          <li key={parcel.id} className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <Truck aria-hidden="true" className="size-4" />
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
                Track your parcel
              </a>
            ) : null}
            <span className="text-xs">
              {parcel.deliveredAt
                ? `Delivered ${dateFormat.format(new Date(parcel.deliveredAt))}`
                : `Shipped ${dateFormat.format(new Date(parcel.shippedAt))}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
