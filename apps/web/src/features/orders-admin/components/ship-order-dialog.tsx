// 'Mark as shipped': the items going in this parcel (a quantity per order line, everything not yet
// shipped by default; fewer ships part of the order and the rest stays unfulfilled), carrier,
// tracking number, an optional tracking link (built from the carrier when left empty; the preview
// shows which) and 'Notify customer', on by default. The rules and messages are the server's
// (contracts fulfilmentInputSchema, planShipment).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  carrierTrackingUrl,
  type FulfilmentInput,
  fulfilmentInputSchema,
  type OrderShippingLine,
  shippingCarriers,
} from '@storefleet/contracts';
import { useEffect, useState } from 'react';
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

type Chosen = { lines?: { orderItemId: number; quantity: number }[]; error?: string };

/** The parcel's lines from the typed quantities: none when everything remaining goes (the whole order). */
function chosenLines(remaining: OrderShippingLine[], typed: Record<number, string>): Chosen {
  const lines = [];
  for (const line of remaining) {
    const text = typed[line.orderItemId]?.trim() ?? String(line.remainingQuantity);
    const quantity = Number(text === '' ? 0 : text);
    if (!Number.isInteger(quantity) || quantity < 0)
      return { error: `Quantity of ${line.productName} must be a whole number` };
    if (quantity > line.remainingQuantity)
      return { error: `Only ${line.remainingQuantity} of ${line.productName} remain to ship` };
    if (quantity > 0) lines.push({ orderItemId: line.orderItemId, quantity });
  }
  if (remaining.length > 0 && lines.length === 0) return { error: 'Choose at least one item to ship' };
  const everything =
    lines.length === remaining.length &&
    lines.every((l, i) => l.quantity === remaining[i]!.remainingQuantity);
  return everything ? {} : { lines };
}

export function ShipOrderDialog({
  order,
  lines = [],
  open,
  onOpenChange,
}: {
  order: OrderRef;
  /** The order's lines, shipped and remaining (from its timeline). */
  lines?: OrderShippingLine[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ship = useShipOrder(order);
  const remaining = lines.filter((l) => l.remainingQuantity > 0);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [linesError, setLinesError] = useState<string>();
  useEffect(() => {
    if (open) {
      setTyped({});
      setLinesError(undefined);
    }
  }, [open]);
  const preview = chosenLines(remaining, typed);
  const partial = preview.lines !== undefined;
  const form = useForm<FulfilmentInput, unknown, Output>({
    resolver: zodResolver(fulfilmentInputSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [carrier, trackingNumber] = useWatch({ control: form.control, name: ['carrier', 'trackingNumber'] });
  const builtLink = carrierTrackingUrl(carrier ?? '', trackingNumber ?? '');

  const submit = async (values: Output) => {
    const chosen = chosenLines(remaining, typed);
    setLinesError(chosen.error);
    if (chosen.error) return;
    await ship.mutateAsync({ ...values, lines: chosen.lines });
    toast({
      title: chosen.lines ? 'Shipment saved: part of the order is shipped' : 'Order marked as shipped',
      description: values.notifyCustomer ? 'The customer has been e-mailed the tracking link.' : undefined,
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark order #${order.orderNumber ?? order.id} as shipped`}
      description={
        partial
          ? 'Only the chosen items ship; the rest stays unfulfilled and the order stays Processing.'
          : "The order's status becomes Shipped."
      }
      form={form}
      defaultValues={initialValues}
      onSubmit={submit}
      submitLabel="Mark as shipped"
      pendingLabel="Saving…"
      errorTitle="Could not mark the order as shipped"
    >
      {remaining.length > 0 ? (
        <fieldset
          className="min-w-0 space-y-2"
          aria-describedby={linesError ? 'ship-lines-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Items in this parcel</legend>
          <ul className="max-h-56 divide-y overflow-y-auto rounded-md border">
            {remaining.map((line) => (
              <li key={line.orderItemId} className="flex items-center justify-between gap-3 p-2">
                <div className="min-w-0 text-sm">
                  <p className="break-words font-medium">
                    {line.productName}
                    {line.variantString ? (
                      <span className="font-normal text-muted-foreground"> · {line.variantString}</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {line.remainingQuantity} of {line.quantity} left to ship
                  </p>
                </div>
                <Input
                  id={`ship-quantity-${line.orderItemId}`}
                  aria-label={`Quantity of ${line.productName} to ship`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.remainingQuantity}
                  step={1}
                  className="w-20 shrink-0"
                  value={typed[line.orderItemId] ?? String(line.remainingQuantity)}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setTyped((current) => ({ ...current, [line.orderItemId]: value }));
                  }}
                />
              </li>
            ))}
          </ul>
          {linesError ? (
            <p id="ship-lines-error" role="alert" className="text-sm text-destructive">
              {linesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
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
