// A dialog with its title and optional description, and whatever the caller puts below them. The
// body renders only while open, so a form inside starts afresh each time. With `dirty`, closing
// (Esc, the overlay, the close button) asks before discarding (discard-changes.tsx); Esc in a
// suggestion list closes the list only.
import type { ReactNode } from 'react';
import { keepOpenOnSuggestionEscape, useDiscardGuard } from '@/components/discard-changes.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';

/** Whether a dialog is open, and how it asks its owner to open or close it. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

type DialogShellProps = DialogOpenProps & {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The form inside has unsaved changes: closing asks first. */
  dirty?: boolean | (() => boolean);
};

export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  dirty = false,
}: DialogShellProps) {
  const guard = useDiscardGuard(typeof dirty === 'function' ? dirty : () => dirty, onOpenChange);
  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange}>
      {guard.dialog}
      <DialogContent className={className} onEscapeKeyDown={keepOpenOnSuggestionEscape}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
