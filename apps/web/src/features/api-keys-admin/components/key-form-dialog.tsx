// The dialog either kind of key is created in (API key, publishable key): its name first, under the
// same rule for both kinds (contracts: required, at most 100 characters), then the kind's own
// fields, and the same buttons.
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export function KeyFormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  nameId,
  nameExample,
  name,
  onNameChange,
  nameError,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  onSubmit: () => Promise<void>;
  nameId: string;
  /** What might use the key, for the name's hint: 'What uses it, e.g. …'. */
  nameExample: string;
  name: string;
  onNameChange: (name: string) => void;
  nameError?: string;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      onSubmit={onSubmit}
      submitLabel="Create Key"
      pendingLabel="Creating..."
      errorTitle="Could not create the key"
    >
      <FormField id={nameId} label="Name" error={nameError} description={`What uses it, e.g. ${nameExample}`}>
        <Input
          autoComplete="off"
          maxLength={100}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
        />
      </FormField>
      {children}
    </FormDialog>
  );
}
