// The order edit's review step: the lines after the edit, the server's previous and new totals
// with the difference, what will be refunded or owed, and 'Save changes'.
import { formatMoneyIn, type OrderEditResult } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import type { OrderRow } from '../api/get-orders.ts';
import type { OrderEditFormState } from './use-order-edit-form.ts';

export function OrderEditReview({
  order,
  form,
  review,
}: {
  order: OrderRow;
  form: OrderEditFormState;
  review: OrderEditResult;
}) {
  const { lines, quantityOf } = form;
  const difference = Number(review.difference);
  return (
    <div className="space-y-4 text-sm">
      <h3 className="font-semibold">Review the changes</h3>
      <ul className="divide-y rounded-md border" aria-label="Lines after the edit">
        {[
          ...lines
            .filter((l) => quantityOf(l.orderItemId) > 0)
            .map((l) => ({
              key: `l${l.orderItemId}`,
              name: l.name,
              quantity: quantityOf(l.orderItemId),
              price: l.unitPrice,
            })),
          ...form.added.map((a) => ({
            key: `a${a.productId}`,
            name: a.name,
            quantity: a.quantity,
            price: a.price,
          })),
        ].map((l) => (
          <li key={l.key} className="flex justify-between gap-3 p-2">
            <span>
              {l.quantity} × {l.name}
            </span>
            <span className="tabular-nums">
              {formatMoneyIn('en', Number(l.price) * l.quantity, order.currency)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1" aria-label="New totals">
        <Row label="Previous total" value={formatMoneyIn('en', review.previousTotal, order.currency)} />
        <Row label="New total" value={formatMoneyIn('en', review.newTotal, order.currency)} strong />
        <Row
          label="Difference"
          value={`${difference > 0 ? '+' : ''}${formatMoneyIn('en', review.difference, order.currency)}`}
        />
      </dl>
      <p data-testid="edit-settlement" className="rounded-md bg-muted p-3">
        {Number(review.refunded) > 0
          ? `${formatMoneyIn('en', review.refunded, order.currency)} will be refunded to the customer's card.`
          : Number(review.amountDue) > 0
            ? `The customer will owe ${formatMoneyIn('en', review.amountDue, order.currency)}; they are e-mailed the new total and a link to pay it.`
            : 'Nothing to refund or collect.'}{' '}
        Stock is updated and the customer is e-mailed the new lines.
      </p>
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={form.backToEdit} disabled={form.isSaving}>
          Back
        </Button>
        <Button disabled={form.isSaving} onClick={form.saveChanges}>
          {form.isSaving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Save changes
        </Button>
      </DialogFooter>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between${strong ? ' font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
