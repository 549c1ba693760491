// Asked before payment keys, the merchant code or the primary gateway change (a borrowed or stolen session alone cannot redirect a
// store's money): the signed-in user types their password again. A wrong one leaves the dialog
// open, with the server's reason in a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

const schema = z.object({ currentPassword: z.string().min(1, 'Enter your current password') });
type Values = z.infer<typeof schema>;
const empty: Values = { currentPassword: '' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves with the password; rejects (after the caller has said why) to keep the dialog open. */
  onConfirm: (currentPassword: string) => Promise<unknown>;
};

export function ConfirmPasswordDialog({ open, onOpenChange, onConfirm }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const submit = async ({ currentPassword }: Values) => {
    try {
      await onConfirm(currentPassword);
      onOpenChange(false);
    } catch {
      // The save's own error toast has said why (e.g. a wrong password); let them try again.
      form.setValue('currentPassword', '');
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm it’s you"
      description="Changing payment keys or the payment gateway needs your password. Enter the password you sign in with."
      form={form}
      defaultValues={empty}
      onSubmit={submit}
      submitLabel="Confirm and Save"
      pendingLabel="Saving…"
    >
      <FormField
        id="payment-current-password"
        label="Current password"
        error={form.formState.errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('currentPassword')}
        />
      </FormField>
    </FormDialog>
  );
}
