// 'Refund' (ADR 0024): whole lines with quantities, the shipping and/or an amount, 'Restock items'
// and an optional reason, then a confirm step showing the server's preview (ADR 0068): each line's
// discount share and amount, the shipping and the exact total the refund will give back. Shows what
// was paid, what has been refunded and what is left; the server's refusals (more than is left, the
// provider's reason) are shown in the dialog. One Idempotency-Key per confirmed refund: a repeated
// request refunds once. This file owns the dialog and which step it shows; the steps, their parts
// and the state with its submits live in the files it imports.
import type { OrderRefundSummary } from '@storefleet/contracts';
import { DialogShell } from '@/components/dialog-shell.tsx';
import type { OrderRef } from '../api/get-order-refunds.ts';
import { RefundConfirmStep } from './refund-confirm-step.tsx';
import { RefundEditStep } from './refund-edit-step.tsx';
import { useRefundForm } from './use-refund-form.ts';

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
  const form = useRefundForm(order, summary, onDone);
  if (form.step === 'confirm' && form.planned) {
    return <RefundConfirmStep form={form} summary={summary} planned={form.planned} />;
  }
  return <RefundEditStep form={form} summary={summary} onDone={onDone} />;
}
