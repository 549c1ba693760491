// The plan form's inputs: name, slug, price, description, features (one per line), limits, active.
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { PlanFormValues } from './plan-form.ts';

type Props = { form: UseFormReturn<PlanFormValues>; slugPlaceholder: string; slugLocked: boolean };

export function PlanFormFields({ form, slugPlaceholder, slugLocked }: Props) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-name" label="Name" error={errors.name?.message}>
          <Input aria-required="true" {...register('name')} />
        </FormField>
        <FormField
          id="plan-slug"
          label="Slug"
          error={errors.slug?.message}
          description={
            slugLocked
              ? 'Stores refer to the plan by its slug, so it cannot change.'
              : 'Made from the name if left blank.'
          }
        >
          <Input
            placeholder={slugPlaceholder}
            readOnly={slugLocked}
            className={slugLocked ? 'bg-muted' : undefined}
            {...register('slug')}
          />
        </FormField>
      </div>
      <FormField
        id="plan-price"
        label="Price per month (£)"
        error={errors.price?.message}
        description="0.00 shows as Free."
      >
        <Input inputMode="decimal" aria-required="true" placeholder="29.99" {...register('price')} />
      </FormField>
      <FormField id="plan-description" label="Description" error={errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField
        id="plan-features"
        label="Features"
        error={errors.features?.message}
        description="One feature per line."
      >
        <Textarea rows={4} {...register('features')} />
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Limits (blank for unlimited)</legend>
        {(
          [
            ['maxProducts', 'Max products'],
            ['maxOrders', 'Max orders a month'],
            ['maxStorage', 'Storage (MB)'],
          ] as const
        ).map(([name, label]) => (
          <FormField key={name} id={`plan-${name}`} label={label} error={errors[name]?.message}>
            <Input inputMode="numeric" placeholder="Unlimited" {...register(name)} />
          </FormField>
        ))}
      </fieldset>
      <FormField
        id="plan-graceDays"
        label="Grace days"
        error={errors.graceDays?.message}
        description="Days a bill may stay unpaid after a failed charge before the store’s admin turns read-only (0 to 90)."
      >
        <Input inputMode="numeric" className="sm:w-32" {...register('graceDays')} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="isActive"
        id="plan-active"
        label="Offered to stores (active)"
      />
    </>
  );
}
