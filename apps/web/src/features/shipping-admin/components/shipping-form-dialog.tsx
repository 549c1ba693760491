// The shell of the shipping settings' dialogs (a zone, a rate): the title and description, the
// fields, the server's refusal under them, Cancel and Save. It stays open until the caller closes it.
import type { FormEvent, ReactNode } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';

export function ShippingFormDialog({
  title,
  description,
  className,
  onSubmit,
  onClose,
  pending,
  error,
  errorId,
  submitLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  className?: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  pending: boolean;
  error: string | null;
  errorId: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      className={className}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {children}
        <FieldError id={errorId} message={error ?? undefined} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
