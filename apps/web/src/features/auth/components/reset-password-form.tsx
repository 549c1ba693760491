// The page the reset e-mail links to: a new password, twice, sent with the link's token. On success
// the person signs in with it (the reset signs nobody in).
import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordForm, setPasswordFormSchema } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function ResetPasswordForm({
  token,
  onDone,
  submitLabel = 'Reset Password',
}: {
  token: string;
  onDone: () => void;
  /** A new owner's first password reads 'Choose Password' rather than 'Reset Password' (ADR 0080). */
  submitLabel?: string;
}) {
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useConfirmPasswordReset();

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: 'Password Changed', description: 'Sign in with your new password.' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Could not reset your password',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NewPasswordFields form={form} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
