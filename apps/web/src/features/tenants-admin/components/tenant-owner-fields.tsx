// The new store's owner (DESIGN §9 `owner`): the account is created with the store, so the owner
// can sign in at once. Untick to create a store that only the platform operator manages for now.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { TenantFormInput, TenantFormValues } from './tenant-form.ts';

export function OwnerFields({ form }: { form: UseFormReturn<TenantFormInput, unknown, TenantFormValues> }) {
  const { errors } = form.formState;
  const createOwner = form.watch('createOwner');
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Store owner</legend>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="createOwner"
          render={({ field }) => (
            <Checkbox
              id="create-owner"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
          )}
        />
        <Label htmlFor="create-owner" className="font-normal">
          Create the owner’s sign-in account now
        </Label>
      </div>
      {createOwner ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="owner-username" label="Owner Username" error={errors.ownerUsername?.message}>
            <Input
              {...fieldA11y('owner-username', errors.ownerUsername?.message)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('ownerUsername')}
            />
          </FormField>
          <FormField id="owner-email" label="Owner Email" error={errors.ownerEmail?.message}>
            <Input
              {...fieldA11y('owner-email', errors.ownerEmail?.message)}
              type="email"
              autoComplete="off"
              {...form.register('ownerEmail')}
            />
          </FormField>
          <FormField
            id="owner-password"
            label="Owner Password"
            error={errors.ownerPassword?.message}
            hint="At least 8 characters. Share it with the owner safely."
            className="space-y-2 sm:col-span-2"
          >
            <Input
              {...fieldA11y('owner-password', errors.ownerPassword?.message, true)}
              type="password"
              autoComplete="new-password"
              {...form.register('ownerPassword')}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
