// The page the reset e-mail links to: a new password, twice, sent with the link's token. On success
// the person signs in with it (the reset signs nobody in).
import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordForm, setPasswordFormSchema } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function ResetPasswordForm({
  token,
  onDone,
  submitLabel,
}: {
  token: string;
  onDone: () => void;
  /** A new owner's first password reads 'Choose Password' rather than 'Reset Password' (ADR 0080). */
  submitLabel?: string;
}) {
  const t = useT();
  const say = useApiMessage();
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
          toast({ title: t('reset.changed'), description: t('reset.signInWithNew') });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('reset.failed'),
            description: say(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NewPasswordFields form={form} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('reset.saving') : (submitLabel ?? t('reset.submit'))}
      </Button>
    </form>
  );
}
