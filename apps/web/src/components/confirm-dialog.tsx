// Asks before an action that cannot be taken back: focus starts on the cancel button, Escape
// cancels, and clicking outside never confirms. Confirming closes the dialog.
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { useWriteBlockedReason } from './store-read-only-context.ts';

type ConfirmDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens the dialog, when the dialog keeps its own open state. */
  trigger?: ReactNode;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  // Confirming changes the store: not while it is read-only (components/store-read-only).
  const readOnlyReason = useWriteBlockedReason();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending || readOnlyReason !== undefined}
            title={readOnlyReason}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
