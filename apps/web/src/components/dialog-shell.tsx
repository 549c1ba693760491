// A dialog with its title and optional description, and whatever the caller puts below them. The
// body renders only while open, so a form inside starts afresh each time.
import type { ReactNode } from 'react';
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
};

export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogShellProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
