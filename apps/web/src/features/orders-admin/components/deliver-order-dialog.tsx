// 'Mark as delivered', for the whole order or one shipment: confirms, with 'Notify customer' on by
// default. A shipment's delivery makes the order Delivered (and e-mails the customer) only when it
// is the last parcel out and nothing remains to ship (ADR 0026).
import type { OrderFulfilment } from '@storefleet/contracts';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeliverOrder, useDeliverShipment } from '../api/ship-order.ts';

export function DeliverOrderDialog({
  order,
  shipment,
  open,
  onOpenChange,
}: {
  order: { id: number; tenantId: number; orderNumber?: number | null };
  /** One shipment to mark delivered; the whole order when absent. */
  shipment?: OrderFulfilment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deliver = useDeliverOrder(order);
  const deliverShipment = useDeliverShipment(order);
  const [notifyCustomer, setNotifyCustomer] = useState(true);

  const submit = async () => {
    if (shipment) {
      const timeline = await deliverShipment.mutateAsync({ fulfilmentId: shipment.id, notifyCustomer });
      toast({
        title:
          timeline.status === 'delivered'
            ? 'Shipment delivered; the order is delivered'
            : 'Shipment marked as delivered',
      });
    } else {
      await deliver.mutateAsync({ notifyCustomer });
      toast({ title: 'Order marked as delivered' });
    }
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setNotifyCustomer(true);
        onOpenChange(next);
      }}
      title={
        shipment
          ? `Mark shipment ${shipment.carrierName} · ${shipment.trackingNumber} as delivered`
          : `Mark order #${order.orderNumber ?? order.id} as delivered`
      }
      description={
        shipment
          ? 'When every shipment has arrived and nothing remains to ship, the order becomes Delivered.'
          : "The order's status becomes Delivered."
      }
      onSubmit={submit}
      submitLabel="Mark as delivered"
      pendingLabel="Saving…"
      errorTitle={
        shipment ? 'Could not mark the shipment as delivered' : 'Could not mark the order as delivered'
      }
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="deliver-notify"
          checked={notifyCustomer}
          onCheckedChange={(checked) => setNotifyCustomer(checked === true)}
        />
        <Label htmlFor="deliver-notify">
          {shipment ? 'Notify customer when the order is delivered' : 'Notify customer'}
        </Label>
      </div>
    </FormDialog>
  );
}
