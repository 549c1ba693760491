// The shell of every form in a dialog: title, description, the fields, Cancel and submit. While
// onSubmit runs, the submit button is disabled and shows a spinner and its pending label; if it
// throws, an error toast says why and the dialog stays open, so nothing typed is lost. With a
// react-hook-form `form`, the values are validated first and onSubmit gets the parsed ones.
// Unsaved changes (the form's own dirty state, or `dirty` for a form kept in state) make Esc, the
// overlay, the close button and Cancel ask before discarding them (discard-changes.tsx).
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

type FormDialogProps<Input extends FieldValues, Output> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Saves; the dialog does not close by itself, the caller closes it when the save succeeded. */
  onSubmit: (values: Output) => Promise<unknown> | undefined;
  form?: UseFormReturn<Input, unknown, Output>;
  /** What the form starts from each time the dialog opens (nothing typed survives a close). */
  defaultValues?: DefaultValues<Input>;
  submitLabel: ReactNode;
  pendingLabel?: ReactNode;
  /** false leaves the Cancel button out (the corner close button remains). */
  cancelLabel?: string | false;
  /** The error toast's title, and its text when the error carries none. */
  errorTitle?: string;
  errorFallback?: string;
  className?: string;
  /** Unsaved changes, for a form kept in state (a react-hook-form `form` says so by itself). */
  dirty?: boolean;
};

export function FormDialog<Input extends FieldValues, Output = Input>({
  open,
  onOpenChange,
  title,
  description,
  children,
  onSubmit,
  form,
  defaultValues,
  submitLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  errorTitle = 'Error',
  errorFallback,
  className,
  dirty,
}: FormDialogProps<Input, Output>) {
  const [pending, setPending] = useState(false);
  const startValues = useRef(defaultValues);
  startValues.current = defaultValues;
  // A close the user asks for while the save runs is not a discard: nothing to ask. (The caller's
  // own close after a save sets `open` and never passes through here.)
  const saving = useRef(false);
  useEffect(() => {
    if (open && form && startValues.current) form.reset(startValues.current);
  }, [open, form]);
  // Read in render so react-hook-form keeps it current.
  const formDirty = form?.formState.isDirty ?? false;
  /** Values set by code (setValue without shouldDirty) count too: compared with the start values. */
  const formChanged = () =>
    form !== undefined &&
    (formDirty || JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues ?? {}));
  const unsaved = () => !saving.current && (dirty ?? formChanged());

  const run = async (values: Output) => {
    setPending(true);
    saving.current = true;
    try {
      await onSubmit(values);
    } catch (error) {
      toast({
        title: errorTitle,
        description: errorMessage(error, errorFallback),
        variant: 'destructive',
      });
    } finally {
      saving.current = false;
      setPending(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form) return form.handleSubmit(run)(event);
    event.preventDefault();
    return run(undefined as Output);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
      dirty={unsaved}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {children}
        <DialogFooter>
          {cancelLabel === false ? null : (
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
          )}
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {pending && pendingLabel ? pendingLabel : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
