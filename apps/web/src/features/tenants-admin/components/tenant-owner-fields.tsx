// The new store's owner (DESIGN §9 `owner`): the account is created with the store and the owner is
// invited by e-mail to choose their own password (ADR 0040): the operator never types it. Untick to
// create a store that only the platform operator manages for now.
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { TenantFormInput, TenantFormValues } from './tenant-form.ts';

export function OwnerFields({ form }: { form: UseFormReturn<TenantFormInput, unknown, TenantFormValues> }) {
  const { errors } = form.formState;
  const createOwner = form.watch('createOwner');
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Store owner</legend>
      <CheckboxField
        control={form.control}
        name="createOwner"
        id="create-owner"
        label="Invite the store’s owner by e-mail"
        labelClassName="font-normal"
      />
      {createOwner ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="owner-username" label="Owner Username" error={errors.ownerUsername?.message}>
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('ownerUsername')}
            />
          </FormField>
          <FormField id="owner-email" label="Owner Email" error={errors.ownerEmail?.message}>
            <Input type="email" autoComplete="off" {...form.register('ownerEmail')} />
          </FormField>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            The owner gets an e-mail with a link to choose their own password, valid for 7 days.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
