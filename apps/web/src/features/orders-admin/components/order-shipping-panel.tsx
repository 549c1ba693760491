// The order view's shipping part: the parcels sent with what went in each and their tracking
// links, what is still to ship, 'Mark as shipped' while anything remains and the order's status
// allows it, 'Mark as delivered' for a shipped order and 'Mark delivered' on each shipment not yet
// delivered (ADR 0026). The status is read with the timeline, so the buttons follow a change made
// in the dialogs at once.
import { type OrderFulfilment, shippableStatuses } from '@storefleet/contracts';
import { PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useOrderTimeline } from '../api/get-order-timeline.ts';
import { DeliverOrderDialog } from './deliver-order-dialog.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

const shippable = new Set<string>(shippableStatuses);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** Statuses where a parcel is out and may still arrive. */
const parcelsMoving = new Set(['processing', 'shipped', 'partially_refunded']);

export function OrderShippingPanel({
  order,
}: {
  order: { id: number; tenantId: number; orderNumber?: number | null };
}) {
  const timeline = useOrderTimeline(order);
  const [dialog, setDialog] = useState<'ship' | 'deliver' | null>(null);
  // The shipment being marked delivered; kept while its dialog closes so the title does not flip.
  const [arriving, setArriving] = useState<OrderFulfilment>();
  const [arrivingOpen, setArrivingOpen] = useState(false);
  const status = timeline.data?.status;
  const parcels = timeline.data?.fulfilments ?? [];
  const lines = timeline.data?.shippingLines ?? [];
  const left = lines.filter((l) => l.remainingQuantity > 0);
  const canShip = status !== undefined && shippable.has(status) && (lines.length === 0 || left.length > 0);

  return (
    <section aria-labelledby={`shipping-${order.id}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`shipping-${order.id}`} className="font-semibold">
          Shipping
        </h3>
        <div className="flex flex-wrap gap-2">
          {canShip ? (
            <Button write size="sm" onClick={() => setDialog('ship')}>
              <Truck aria-hidden="true" />
              Mark as shipped
            </Button>
          ) : null}
          {status === 'shipped' ? (
            <Button write size="sm" variant="outline" onClick={() => setDialog('deliver')}>
              <PackageCheck aria-hidden="true" />
              Mark as delivered
            </Button>
          ) : null}
        </div>
      </div>
      {parcels.length === 0 ? (
        <p className="text-muted-foreground">Not shipped yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Shipments">
          {parcels.map((parcel, index) => (
            <li
              key={parcel.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <p>
                  {parcels.length > 1 ? (
                    <span className="text-muted-foreground">Shipment {index + 1}: </span>
                  ) : null}
                  <span className="font-medium">{parcel.carrierName}</span> · {parcel.trackingNumber}
                </p>
                {parcel.lines.length > 0 ? (
                  <p className="text-sm">
                    {parcel.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
                  </p>
                ) : null}
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
              </div>
              {!parcel.deliveredAt && status && parcelsMoving.has(status) ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  aria-label={`Mark shipment ${parcel.trackingNumber} delivered`}
                  onClick={() => {
                    setArriving(parcel);
                    setArrivingOpen(true);
                  }}
                >
                  <PackageCheck aria-hidden="true" />
                  Mark delivered
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {parcels.length > 0 && left.length > 0 ? (
        <p className="text-sm">
          <span className="font-medium">Still to ship:</span>{' '}
          {left.map((l) => `${l.remainingQuantity} × ${l.productName}`).join(', ')}
        </p>
      ) : null}
      <ShipOrderDialog
        order={order}
        lines={lines}
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
      />
      <DeliverOrderDialog
        order={order}
        open={dialog === 'deliver'}
        onOpenChange={(open) => setDialog(open ? 'deliver' : null)}
      />
      <DeliverOrderDialog
        order={order}
        shipment={arriving}
        open={arrivingOpen && arriving !== undefined}
        onOpenChange={setArrivingOpen}
      />
    </section>
  );
}
