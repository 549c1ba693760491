// The order view's shipping part: the parcels sent with their tracking links, and
// 'Mark as shipped' / 'Mark as delivered' when the order's current status allows them. The status
// is read with the timeline, so the buttons follow a change made in the dialogs at once.
import { shippableStatuses } from '@storefleet/contracts';
import { PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useOrderTimeline } from '../api/get-order-timeline.ts';
import { DeliverOrderDialog } from './deliver-order-dialog.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

const shippable = new Set<string>(shippableStatuses);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderShippingPanel({
  order,
}: {
  order: { id: number; tenantId: number; orderNumber?: number | null };
}) {
  const timeline = useOrderTimeline(order);
  const [dialog, setDialog] = useState<'ship' | 'deliver' | null>(null);
  const status = timeline.data?.status;
  const parcels = timeline.data?.fulfilments ?? [];

  return (
    <section aria-labelledby={`shipping-${order.id}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`shipping-${order.id}`} className="font-semibold">
          Shipping
        </h3>
        <div className="flex gap-2">
          {status && shippable.has(status) ? (
            <Button size="sm" onClick={() => setDialog('ship')}>
              <Truck aria-hidden="true" />
              Mark as shipped
            </Button>
          ) : null}
          {status === 'shipped' ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('deliver')}>
              <PackageCheck aria-hidden="true" />
              Mark as delivered
            </Button>
          ) : null}
        </div>
      </div>
      {parcels.length === 0 ? (
        <p className="text-muted-foreground">Not shipped yet.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {parcels.map((parcel) => (
            <li key={parcel.id} className="space-y-0.5 p-3">
              <p>
                <span className="font-medium">{parcel.carrierName}</span> · {parcel.trackingNumber}
              </p>
              {parcel.trackingUrl ? (
                <a
                  href={parcel.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline underline-offset-2"
                >
                  Track parcel
                </a>
              ) : null}
              <p className="text-xs text-muted-foreground">
                Shipped {when(parcel.shippedAt)}
                {parcel.deliveredAt ? ` · delivered ${when(parcel.deliveredAt)}` : ''}
                {parcel.notifiedCustomer ? ' · customer notified' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ShipOrderDialog
        order={order}
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
      />
      <DeliverOrderDialog
        order={order}
        open={dialog === 'deliver'}
        onOpenChange={(open) => setDialog(open ? 'deliver' : null)}
      />
    </section>
  );
}
