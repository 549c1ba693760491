// 'Edit order' (docs/spec/admin-and-platform.md §4 orders): a paid order not yet sent gets its line
// quantities changed, lines removed and products added from a search; 'Review changes' shows the
// server's preview (old and new totals, the difference refunded or owed) and 'Save changes'
// confirms it, with one Idempotency-Key per confirmed edit so a repeated request edits once.
// This file owns the button, the dialog and which step it shows; the steps' parts and the state
// with its submits live in the files it imports.
import { orderEditRefusal } from '@storefleet/contracts';
import { LoaderCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import type { OrderRow } from '../api/get-orders.ts';
import { OrderEditLines } from './order-edit-lines.tsx';
import { OrderEditProductPicker } from './order-edit-product-picker.tsx';
import { OrderEditReview } from './order-edit-review.tsx';
import { orderLabel } from './order-label.ts';
import { useOrderEditForm } from './use-order-edit-form.ts';

export function OrderEditButton({ order }: { order: OrderRow }) {
  const [open, setOpen] = useState(false);
  if (orderEditRefusal(order) !== null) return null;
  return (
    <>
      <Button write variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        Edit order
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        className="max-w-lg"
        title={`Edit order ${orderLabel(order)}`}
        description="Change quantities, remove lines or add products. The difference is refunded to the customer's card or asked of them."
      >
        <OrderEditForm order={order} onDone={() => setOpen(false)} />
      </DialogShell>
    </>
  );
}

function OrderEditForm({ order, onDone }: { order: OrderRow; onDone: () => void }) {
  const form = useOrderEditForm(order, onDone);

  if (form.summary.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Loading the order's lines…
      </p>
    );
  if (form.summary.isError)
    return <p className="text-sm text-destructive">Could not load the order's lines. Close and try again.</p>;

  if (form.review) return <OrderEditReview order={order} form={form} review={form.review} />;

  return (
    <div className="space-y-4 text-sm">
      <OrderEditLines order={order} form={form} />
      <OrderEditProductPicker order={order} form={form} />
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={onDone}>
          Discard
        </Button>
        <Button disabled={!form.changed || form.isReviewing} onClick={form.reviewChanges}>
          {form.isReviewing ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Review changes
        </Button>
      </DialogFooter>
    </div>
  );
}
