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
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

export function ChangePasswordCard() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;
  const mutation = useChangePassword();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: 'Password Changed',
            description: 'Your password was changed and your other sessions were signed out.',
          });
        },
        onError: (error) => {
          if (isApiError(error, 403)) {
            form.setError('currentPassword', { message: errorMessage(error) }, { shouldFocus: true });
            return;
          }
          toast({
            title: 'Could not change your password',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Change password</CardTitle>
        <CardDescription>Your other devices will be signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3 md:items-start">
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            id="account-new-password"
            label="New password"
            error={errors.newPassword?.message}
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            id="account-confirm-password"
            label="Confirm new password"
            error={errors.confirm?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          <div className="md:col-span-3">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
