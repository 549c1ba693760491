// A manual status change that goes backwards (order-lifecycle in contracts): asked for a reason and
// confirmed before it is sent; the reason goes on the order's timeline.
import { orderStatusLabel } from '@storefleet/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

export type BackwardChange = { orderLabel: string; from: string; to: string };

export function BackwardStatusDialog({
  change,
  pending,
  onCancel,
  onConfirm,
}: {
  change: BackwardChange | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onCancel();
        }
      }}
      title={change ? `Move order ${change.orderLabel} back to ${orderStatusLabel(change.to)}?` : ''}
      message={
        change ? (
          <span className="block space-y-2">
            <span className="block">
              It is {orderStatusLabel(change.from).toLowerCase()} now. Moving it back changes only the status
              shown; payments, refunds and revenue stay as they are. Say why, for the order's timeline.
            </span>
            <Label htmlFor={id} className="block text-foreground">
              Reason
            </Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </span>
        ) : (
          ''
        )
      }
      confirmLabel="Move back"
      pending={pending || reason.trim() === ''}
      onConfirm={() => {
        onConfirm(reason.trim());
        setReason('');
      }}
    />
  );
}
