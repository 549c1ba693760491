// 'Mark as delivered': confirms, with 'Notify customer' on by default.
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeliverOrder } from '../api/ship-order.ts';

export function DeliverOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: { id: number; tenantId: number; orderNumber?: number | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deliver = useDeliverOrder(order);
  const [notifyCustomer, setNotifyCustomer] = useState(true);

  const submit = async () => {
    await deliver.mutateAsync({ notifyCustomer });
    toast({ title: 'Order marked as delivered' });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setNotifyCustomer(true);
        onOpenChange(next);
      }}
      title={`Mark order #${order.orderNumber ?? order.id} as delivered`}
      description="The order's status becomes Delivered."
      onSubmit={submit}
      submitLabel="Mark as delivered"
      pendingLabel="Saving…"
      errorTitle="Could not mark the order as delivered"
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="deliver-notify"
          checked={notifyCustomer}
          onCheckedChange={(checked) => setNotifyCustomer(checked === true)}
        />
        <Label htmlFor="deliver-notify">Notify customer</Label>
      </div>
    </FormDialog>
  );
}
