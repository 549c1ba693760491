// The refund dialog's first step: the lines to refund, the shipping, an additional amount,
// 'Restock items' and an optional reason, with the browser's running total; 'Review refund'
// asks the server for the exact plan.
import type { OrderRefundSummary } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { RefundErrorAlert } from './refund-error-alert.tsx';
import { RefundFigures } from './refund-figures.tsx';
import { RefundLineQuantities } from './refund-line-quantities.tsx';
import type { RefundFormState } from './use-refund-form.ts';

export function RefundEditStep({
  form,
  summary,
  onDone,
}: {
  form: RefundFormState;
  summary: OrderRefundSummary;
  onDone: () => void;
}) {
  const { currency, money, formatMinor, shippingMinor, shipping, setShipping, amount, setAmount } = form;
  const { restock, setRestock, reason, setReason, totalMinor, error, isPreviewing } = form;
  return (
    <form
      noValidate
      className="space-y-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        form.review();
      }}
    >
      <RefundFigures summary={summary} />
      <RefundLineQuantities form={form} summary={summary} />
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
      <RefundErrorAlert error={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPreviewing} aria-busy={isPreviewing || undefined}>
          {isPreviewing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Review refund
        </Button>
      </DialogFooter>
    </form>
  );
}
