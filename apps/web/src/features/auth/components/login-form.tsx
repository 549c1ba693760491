// The sign-in form (spec admin "Login page", §5, §8): username and password checked with the shared
// loginInputSchema; a failed sign-in toasts the server's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, type LoginInput, loginInputSchema } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useApiMessage, useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useLogin } from '../api/login.ts';

type LoginFormProps = {
  onSuccess: (user: CurrentUser) => void;
  /** Signs in to a particular store when the form is shown inside one (optional). */
  tenantSlug?: string;
  /**
   * A store's sign-in speaks to its shoppers: the first field reads "E-mail address" (their
   * account's name is their e-mail). The platform's keeps the spec's "Username".
   */
  shopper?: boolean;
  /** What the first field starts with (the e-mail a shopper just chose a password for). */
  initialUsername?: string;
};

export function LoginForm({ onSuccess, tenantSlug, shopper = false, initialUsername = '' }: LoginFormProps) {
  const t = useT();
  const say = useApiMessage();
  const fieldMessage = useFormMessage();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: initialUsername, password: '' },
  });
  const loginMutation = useLogin({
    onSuccess,
    onError: (error) =>
      toast({
        title: t('auth.loginFailed'),
        description: say(error, t('auth.invalidCredentials')),
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;
  const isPending = loginMutation.isPending;

  const onSubmit = form.handleSubmit((values) => loginMutation.mutate({ ...values, tenantSlug }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        id="username"
        label={shopper ? t('auth.email') : t('auth.username')}
        error={
          errors.username
            ? shopper
              ? t('auth.emailRequired')
              : fieldMessage(errors.username.message)
            : undefined
        }
      >
        <Input
          type={shopper ? 'email' : 'text'}
          autoComplete={shopper ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          placeholder={shopper ? 'you@example.com' : t('auth.usernamePlaceholder')}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="password" label={t('auth.password')} error={fieldMessage(errors.password?.message)}>
        <Input
          type="password"
          autoComplete="current-password"
          aria-required="true"
          placeholder={t('auth.passwordPlaceholder')}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isPending} aria-busy={isPending || undefined}>
        {isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            {t('auth.signingIn')}
          </>
        ) : (
          t('auth.signIn')
        )}
      </Button>
    </form>
  );
}
