// A new password typed twice, with the length rule under it: the set-password page (a new
// customer's account) and the reset page (a forgotten password) ask for it the same way.
import { MIN_PASSWORD_LENGTH, type SetPasswordForm } from '@storefleet/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export function NewPasswordFields({ form }: { form: UseFormReturn<SetPasswordForm> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id="new-password"
        label="New password"
        error={errors.password?.message}
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        keepDescription
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField id="confirm-password" label="Confirm password" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
    </>
  );
}
