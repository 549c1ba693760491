// "Forgot password?": asks for a reset link by username or e-mail address. The server answers the
// same whether or not an account matched, and the form then shows that answer in place of itself.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '@storefleet/contracts';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useApiMessage, useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function ForgotPasswordForm({ tenantSlug }: { tenantSlug?: string }) {
  const t = useT();
  const say = useApiMessage();
  const fieldMessage = useFormMessage();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { usernameOrEmail: '' },
  });
  const mutation = useRequestPasswordReset();
  const { errors } = form.formState;

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex gap-3 rounded-md border bg-muted/50 p-4 text-sm">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          {mutation.data.message === PASSWORD_RESET_REQUESTED_MESSAGE
            ? t('forgot.sent')
            : mutation.data.message}
        </p>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { ...values, tenantSlug },
      {
        onError: (error) =>
          toast({
            title: t('forgot.failed'),
            description: say(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        id="username-or-email"
        label={t('forgot.field')}
        error={fieldMessage(errors.usernameOrEmail?.message)}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          {...form.register('usernameOrEmail')}
        />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            {t('forgot.sending')}
          </>
        ) : (
          t('forgot.send')
        )}
      </Button>
    </form>
  );
}
