// 'Refund' (ADR 0024): whole lines with quantities, the shipping and/or an amount, 'Restock items'
// and an optional reason, then a confirm step showing the server's preview (ADR 0068): each line's
// discount share and amount, the shipping and the exact total the refund will give back. Shows what
// was paid, what has been refunded and what is left; the server's refusals (more than is left, the
// provider's reason) are shown in the dialog. One Idempotency-Key per confirmed refund: a repeated
// request refunds once.
import {
  type CreateRefundInput,
  decimalToMinor,
  formatMinorIn,
  formatMoneyIn,
  minorDigits,
  minorToDecimal,
  type OrderRefundSummary,
  type RefundPreview,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { OrderRef } from '../api/get-order-refunds.ts';
import { usePreviewRefund } from '../api/preview-refund.ts';
import { newIdempotencyKey, useRefundOrder } from '../api/refund-order.ts';

type Props = {
  order: OrderRef;
  summary: OrderRefundSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RefundDialog({ order, summary, open, onOpenChange }: Props) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund order #${order.orderNumber ?? order.id}`}
      description="The money goes back to the card the customer paid with."
      className="max-w-lg"
    >
      <RefundForm order={order} summary={summary} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function RefundForm({
  order,
  summary,
  onDone,
}: {
  order: OrderRef;
  summary: OrderRefundSummary;
  onDone: () => void;
}) {
  const refund = useRefundOrder(order);
  const preview = usePreviewRefund(order);
  // Every amount is in the order's currency, with its own minor digits (docs/decisions/0105).
  const currency = summary.currency;
  const money = (minor: number) => formatMinorIn(minor, currency);
  const parseMinor = (text: string) => decimalToMinor(text, currency);
  const formatMinor = (minor: number) => minorToDecimal(minor, currency);
  const [planned, setPlanned] = useState<RefundPreview | null>(null);
  const shippingMinor = summary.shipping.refunded ? 0 : (parseMinor(summary.shipping.paid) ?? 0);
  const [shipping, setShipping] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [error, setError] = useState<string | null>(null);
  // One key per refund being confirmed; a new one once the server has answered with a refusal.
  const key = useRef<string | null>(null);

  const remainingMinor = parseMinor(summary.remaining) ?? 0;
  const chosen = summary.lines.flatMap((line) => {
    const quantity = Number(quantities[line.orderItemId] || 0);
    return quantity > 0
      ? [{ line, quantity, amountMinor: quantity * (parseMinor(line.unitPrice) ?? 0) }]
      : [];
  });
  const extraMinor = amount.trim() ? parseMinor(amount) : 0;
  const linesMinor = chosen.reduce((sum, c) => sum + c.amountMinor, 0);
  const totalMinor = linesMinor + (extraMinor ?? 0) + (shipping ? shippingMinor : 0);

  const problem = (() => {
    for (const line of summary.lines) {
      const text = quantities[line.orderItemId];
      if (!text) continue;
      const left = line.quantity - line.refundedQuantity;
      if (!/^\d+$/.test(text)) return `Enter a whole number for "${line.name}"`;
      if (Number(text) > left) return `Only ${left} of "${line.name}" can still be refunded`;
    }
    if (extraMinor === null)
      return minorDigits(currency) === 0
        ? `Enter the amount in ${currency} as a whole number, such as 500`
        : 'Enter an amount such as 12.50';
    if (totalMinor > remainingMinor) {
      return `That refund is ${money(totalMinor)}, but only ${money(remainingMinor)} of this order is left to refund${currency === 'GBP' ? '' : ` (${currency})`}`;
    }
    return null;
  })();

  const body: CreateRefundInput = {
    lines: chosen.map((c) => ({ orderItemId: c.line.orderItemId, quantity: c.quantity })),
    amount: extraMinor ? formatMinor(extraMinor) : undefined,
    shipping: shipping || undefined,
    restock: chosen.length > 0 && restock,
    reason: reason.trim() || undefined,
  };

  // The confirm step shows the server's plan of exactly this body, never the browser's sum.
  const review = () => {
    setError(null);
    if (problem) return setError(problem);
    if (totalMinor <= 0) return setError('Choose the lines or enter an amount to refund');
    preview.mutate(body, {
      onSuccess: (plan) => {
        setPlanned(plan);
        key.current ??= newIdempotencyKey();
        setStep('confirm');
      },
      onError: (failure) => setError(errorMessage(failure, 'The refund could not be worked out')),
    });
  };

  const confirm = () => {
    setError(null);
    const idempotencyKey = key.current ?? newIdempotencyKey();
    key.current = idempotencyKey;
    refund.mutate(
      { idempotencyKey, body },
      {
        onSuccess: (result) => {
          toast({ title: `Refunded ${formatMoneyIn('en', result.refund.amount, currency)}` });
          onDone();
        },
        onError: (failure) => {
          // The server answered (a refusal is final for its key): the next attempt is a new refund.
          // Without an answer the same key is sent again, so a refund that did go through is not repeated.
          if (isApiError(failure)) key.current = null;
          setError(errorMessage(failure, 'The refund could not be made'));
        },
      },
    );
  };

  const figures = (
    <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-center">
      <div>
        <dt className="text-xs text-muted-foreground">Paid</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.paid, currency)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Refunded</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.refunded, currency)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Left to refund</dt>
        <dd className="font-medium tabular-nums">{formatMoneyIn('en', summary.remaining, currency)}</dd>
      </div>
    </dl>
  );
  const alert = error ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive"
    >
      {error}
    </p>
  ) : null;

  if (step === 'confirm' && planned) {
    const total = formatMoneyIn('en', planned.amount, currency);
    return (
      <div className="space-y-4 text-sm">
        {figures}
        <p>
          Refund <strong>{total}</strong> to the customer’s card? This cannot be undone.
        </p>
        <RefundBreakdown plan={planned} />
        <ul className="list-disc space-y-0.5 pl-5">
          {chosen.length ? <li>{restock ? 'Items go back into stock' : 'Stock is left as it is'}</li> : null}
          {reason.trim() ? <li>Reason: {reason.trim()}</li> : null}
        </ul>
        {alert}
        <DialogFooter>
          <Button variant="outline" onClick={() => setStep('edit')} disabled={refund.isPending}>
            Back
          </Button>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={refund.isPending}
            aria-busy={refund.isPending || undefined}
          >
            {refund.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {refund.isPending ? 'Refunding…' : `Refund ${total}`}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      {figures}
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
      {shippingMinor > 0 ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id="refund-shipping"
            checked={shipping}
            onCheckedChange={(v) => setShipping(v === true)}
          />
          <Label htmlFor="refund-shipping">Refund shipping ({money(shippingMinor)})</Label>
        </div>
      ) : summary.shipping.refunded ? (
        <p className="text-xs text-muted-foreground">The shipping has already been refunded.</p>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="refund-amount">Additional amount ({currency === 'GBP' ? '£' : currency})</Label>
        <Input
          id="refund-amount"
          inputMode="decimal"
          placeholder={formatMinor(0)}
          value={amount}
          aria-describedby="refund-amount-hint"
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <p id="refund-amount-hint" className="text-xs text-muted-foreground">
          A goodwill amount, on top of the items.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="refund-restock" checked={restock} onCheckedChange={(v) => setRestock(v === true)} />
        <Label htmlFor="refund-restock">Restock items</Label>
      </div>
      <div className="space-y-2">
        <Label htmlFor="refund-reason">Reason (optional)</Label>
        <Textarea
          id="refund-reason"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </div>
      <div>
        <p className="flex justify-between font-semibold">
          <span>Refund total</span>
          <span className="tabular-nums" data-testid="refund-total">
            {money(totalMinor)}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          Before any discount code’s share: the exact amount is shown before you confirm.
        </p>
      </div>
      {alert}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={preview.isPending} aria-busy={preview.isPending || undefined}>
          {preview.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Review refund
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The server's plan: per line price × quantity, the discount's share and the amount; then the total. */
function RefundBreakdown({ plan }: { plan: RefundPreview }) {
  const currency = plan.currency;
  const parseMinor = (text: string) => decimalToMinor(text, currency);
  return (
    <table className="w-full text-left" aria-label="Refund breakdown">
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 font-normal">
            Item
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Discount
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {plan.lines.map((line) => (
          <tr key={line.orderItemId}>
            <td className="py-1">
              {line.quantity} × {line.name}
              <span className="block text-xs text-muted-foreground">
                {formatMoneyIn('en', line.unitPrice, currency)} each
              </span>
            </td>
            <td className="py-1 text-right tabular-nums">
              {parseMinor(line.discount) ? `−${formatMoneyIn('en', line.discount, currency)}` : '—'}
            </td>
            <td className="py-1 text-right tabular-nums">{formatMoneyIn('en', line.amount, currency)}</td>
          </tr>
        ))}
        {plan.shipping ? (
          <tr>
            <td className="py-1">Shipping</td>
            <td className="py-1 text-right">—</td>
            <td className="py-1 text-right tabular-nums">{formatMoneyIn('en', plan.shipping, currency)}</td>
          </tr>
        ) : null}
        {parseMinor(plan.extraAmount) ? (
          <tr>
            <td className="py-1">Additional amount</td>
            <td className="py-1 text-right">—</td>
            <td className="py-1 text-right tabular-nums">
              {formatMoneyIn('en', plan.extraAmount, currency)}
            </td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" colSpan={2} className="py-1 text-left">
            Refund total ({plan.currency})
          </th>
          <td className="py-1 text-right tabular-nums" data-testid="refund-preview-total">
            {formatMoneyIn('en', plan.amount, currency)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
