// The refund dialog's confirm step: the server's preview of exactly what will go back to the card,
// what happens to the stock, the reason, and the button that makes the refund.
import { formatMoneyIn, type OrderRefundSummary, type RefundPreview } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { RefundBreakdown } from './refund-breakdown.tsx';
import { RefundErrorAlert } from './refund-error-alert.tsx';
import { RefundFigures } from './refund-figures.tsx';
import type { RefundFormState } from './use-refund-form.ts';

export function RefundConfirmStep({
  form,
  summary,
  planned,
}: {
  form: RefundFormState;
  summary: OrderRefundSummary;
  planned: RefundPreview;
}) {
  const total = formatMoneyIn('en', planned.amount, form.currency);
  return (
    <div className="space-y-4 text-sm">
      <RefundFigures summary={summary} />
      <p>
        Refund <strong>{total}</strong> to the customer’s card? This cannot be undone.
      </p>
      <RefundBreakdown plan={planned} />
      <ul className="list-disc space-y-0.5 pl-5">
        {form.chosen.length ? (
          <li>{form.restock ? 'Items go back into stock' : 'Stock is left as it is'}</li>
        ) : null}
        {form.reason.trim() ? <li>Reason: {form.reason.trim()}</li> : null}
      </ul>
      <RefundErrorAlert error={form.error} />
      <DialogFooter>
        <Button variant="outline" onClick={() => form.setStep('edit')} disabled={form.isRefunding}>
          Back
        </Button>
        <Button
          variant="destructive"
          onClick={form.confirm}
          disabled={form.isRefunding}
          aria-busy={form.isRefunding || undefined}
        >
          {form.isRefunding ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {form.isRefunding ? 'Refunding…' : `Refund ${total}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
