// 'Mark as shipped': carrier, tracking number, an optional tracking link (built from the
// carrier when left empty; the preview shows which) and 'Notify customer', on by default. The
// rules and messages are the server's (contracts fulfilmentInputSchema).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  carrierTrackingUrl,
  type FulfilmentInput,
  fulfilmentInputSchema,
  shippingCarriers,
} from '@storefleet/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { toast } from '@/lib/toast.ts';
import { useShipOrder } from '../api/ship-order.ts';

type Output = z.output<typeof fulfilmentInputSchema>;
type OrderRef = { id: number; tenantId: number; orderNumber?: number | null };

const initialValues: FulfilmentInput = {
  carrier: 'royal_mail',
  trackingNumber: '',
  trackingUrl: '',
  notifyCustomer: true,
};

export function ShipOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ship = useShipOrder(order);
  const form = useForm<FulfilmentInput, unknown, Output>({
    resolver: zodResolver(fulfilmentInputSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [carrier, trackingNumber] = useWatch({ control: form.control, name: ['carrier', 'trackingNumber'] });
  const builtLink = carrierTrackingUrl(carrier ?? '', trackingNumber ?? '');

  const submit = async (values: Output) => {
    await ship.mutateAsync(values);
    toast({
      title: 'Order marked as shipped',
      description: values.notifyCustomer ? 'The customer has been e-mailed the tracking link.' : undefined,
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark order #${order.orderNumber ?? order.id} as shipped`}
      description="The order's status becomes Shipped."
      form={form}
      defaultValues={initialValues}
      onSubmit={submit}
      submitLabel="Mark as shipped"
      pendingLabel="Saving…"
      errorTitle="Could not mark the order as shipped"
    >
      <FormField id="ship-carrier" label="Carrier" error={errors.carrier?.message}>
        {(a11y) => (
          <Controller
            control={form.control}
            name="carrier"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...a11y}>
                  <SelectValue placeholder="Choose a carrier" />
                </SelectTrigger>
                <SelectContent>
                  {shippingCarriers.map((c) => (
                    <SelectItem key={c.key} value={c.key}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField id="ship-tracking-number" label="Tracking number" error={errors.trackingNumber?.message}>
        <Input autoComplete="off" {...form.register('trackingNumber')} />
      </FormField>
      <FormField
        id="ship-tracking-url"
        label="Tracking link (optional)"
        error={errors.trackingUrl?.message}
        description={
          builtLink ? (
            <>
              Leave empty to use <span className="break-all">{builtLink}</span>
            </>
          ) : (
            'No tracking page is known for this carrier: paste the link if there is one.'
          )
        }
      >
        <Input type="url" placeholder="https://" autoComplete="off" {...form.register('trackingUrl')} />
      </FormField>
      <Controller
        control={form.control}
        name="notifyCustomer"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="ship-notify"
              checked={field.value !== false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="ship-notify">Notify customer</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
