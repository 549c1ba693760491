// The account page's "Change password": the current password, the new one twice. A wrong current
// password is shown under its field; on success the other sessions of the account have ended.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  MIN_PASSWORD_LENGTH,
} from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useApiMessage, useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

export function ChangePasswordCard() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;
  const mutation = useChangePassword();
  const t = useT();
  const say = useApiMessage();
  const fieldMessage = useFormMessage();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: t('reset.changed'),
            description: t('changePassword.done'),
          });
        },
        onError: (error) => {
          if (isApiError(error, 403)) {
            form.setError('currentPassword', { message: say(error) }, { shouldFocus: true });
            return;
          }
          toast({
            title: t('changePassword.failed'),
            description: say(error),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('changePassword.title')}</CardTitle>
        <CardDescription>{t('changePassword.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3 md:items-start">
          <FormField
            id="current-password"
            label={t('changePassword.current')}
            error={fieldMessage(errors.currentPassword?.message)}
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            id="account-new-password"
            label={t('newPassword.label')}
            error={fieldMessage(errors.newPassword?.message)}
            description={t('newPassword.rule', { min: MIN_PASSWORD_LENGTH })}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            id="account-confirm-password"
            label={t('changePassword.confirm')}
            error={fieldMessage(errors.confirm?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          <div className="md:col-span-3">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('reset.saving') : t('changePassword.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
