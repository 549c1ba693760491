// The refund form's 'Items' section: per order line, how many of what is left to refund go back.
import { formatMoneyIn, type OrderRefundSummary } from '@storefleet/contracts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { RefundFormState } from './use-refund-form.ts';

export function RefundLineQuantities({
  form,
  summary,
}: {
  form: RefundFormState;
  summary: OrderRefundSummary;
}) {
  const { currency, quantities, setQuantities } = form;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-semibold">Items</legend>
      <ul className="divide-y rounded-md border">
        {summary.lines.map((line) => {
          const left = line.quantity - line.refundedQuantity;
          const id = `refund-qty-${line.orderItemId}`;
          return (
            <li key={line.orderItemId} className="flex items-center justify-between gap-3 p-3">
              <div>
                <Label htmlFor={id} className="font-medium">
                  {line.name}
                </Label>
                <p className="text-xs text-muted-foreground">
                  {line.variantString ? `${line.variantString} · ` : ''}
                  {formatMoneyIn('en', line.unitPrice, currency)} each · {left} of {line.quantity} left to
                  refund
                </p>
              </div>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                disabled={left === 0}
                aria-label={`Quantity of ${line.name} to refund`}
                className="w-20"
                value={quantities[line.orderItemId] ?? ''}
                placeholder="0"
                onChange={(event) =>
                  setQuantities((q) => ({ ...q, [line.orderItemId]: event.currentTarget.value }))
                }
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
