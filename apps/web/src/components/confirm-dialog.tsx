// Asks before an action that cannot be taken back: focus starts on the cancel button, Escape
// cancels, and clicking outside never confirms. Confirming closes the dialog, unless onConfirm
// prevents the click's default.
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
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
  /** `message` is one element (a block of paragraphs) that becomes the description itself. */
  messageAsChild?: boolean;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /** The confirm button is switched off, e.g. while the change is being made. */
  pending?: boolean;
  /**
   * Confirming changes the store, so it is switched off while the store is read-only
   * (components/store-read-only). False for a question whose answer writes nothing there
   * (throwing away a form's edits) or whose screen decides that on its own.
   */
  write?: boolean;
  /** Where the focus goes when the dialog closes: the content's Radix handler. */
  onCloseAutoFocus?: (event: Event) => void;
  onConfirm: (event: ReactMouseEvent<HTMLButtonElement>) => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  messageAsChild,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  pending,
  write = true,
  onCloseAutoFocus,
  onConfirm,
}: ConfirmDialogProps) {
  const writeBlockedReason = useWriteBlockedReason();
  const readOnlyReason = write ? writeBlockedReason : undefined;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild={messageAsChild}>{message}</AlertDialogDescription>
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
