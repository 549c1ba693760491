// The plan form's inputs: name, slug, price, description, features (one per line), limits, active.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
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
          <Input
            {...fieldA11y('plan-name', errors.name?.message)}
            aria-required="true"
            {...register('name')}
          />
        </FormField>
        <FormField
          id="plan-slug"
          label="Slug"
          error={errors.slug?.message}
          hint={
            slugLocked
              ? 'Stores refer to the plan by its slug, so it cannot change.'
              : 'Made from the name if left blank.'
          }
        >
          <Input
            {...fieldA11y('plan-slug', errors.slug?.message, true)}
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
        hint="0.00 shows as Free."
      >
        <Input
          {...fieldA11y('plan-price', errors.price?.message, true)}
          inputMode="decimal"
          aria-required="true"
          placeholder="29.99"
          {...register('price')}
        />
      </FormField>
      <FormField id="plan-description" label="Description" error={errors.description?.message}>
        <Textarea
          {...fieldA11y('plan-description', errors.description?.message)}
          rows={2}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="plan-features"
        label="Features"
        error={errors.features?.message}
        hint="One feature per line."
      >
        <Textarea
          {...fieldA11y('plan-features', errors.features?.message, true)}
          rows={4}
          {...register('features')}
        />
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
            <Input
              {...fieldA11y(`plan-${name}`, errors[name]?.message)}
              inputMode="numeric"
              placeholder="Unlimited"
              {...register(name)}
            />
          </FormField>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              id="plan-active"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
          )}
        />
        <Label htmlFor="plan-active">Offered to stores (active)</Label>
      </div>
    </>
  );
}
