// A new password typed twice, with the length rule under it: the set-password page (a new
// customer's account) and the reset page (a forgotten password) ask for it the same way.
import { MIN_PASSWORD_LENGTH, type SetPasswordForm } from '@storefleet/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';

export function NewPasswordFields({ form }: { form: UseFormReturn<SetPasswordForm> }) {
  const { errors } = form.formState;
  const t = useT();
  const fieldMessage = useFormMessage();
  return (
    <>
      <FormField
        id="new-password"
        label={t('newPassword.label')}
        error={fieldMessage(errors.password?.message)}
        description={t('newPassword.rule', { min: MIN_PASSWORD_LENGTH })}
        keepDescription
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        id="confirm-password"
        label={t('newPassword.confirm')}
        error={fieldMessage(errors.confirm?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
    </>
  );
}
