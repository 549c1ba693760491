// The store's own fields: name, slug (generated from the name, editable), domain, status, plan.
import { formatPlanPrice, type SubscriptionPlan, tenantStatuses } from '@storefleet/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import type { TenantFormInput, TenantFormValues } from './tenant-form.ts';

type Props = {
  form: UseFormReturn<TenantFormInput, unknown, TenantFormValues>;
  plans: SubscriptionPlan[];
  onSlugEdited: () => void;
};

const statusLabels = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' } as const;

export function TenantFormFields({ form, plans, onSlugEdited }: Props) {
  const { errors } = form.formState;
  const current = form.getValues('subscriptionPlanId');
  // Plans no longer offered stay listed only for a store already on one.
  const choices = plans.filter((plan) => plan.isActive || plan.id === current);
  const slug = form.register('slug');
  return (
    <>
      <FormField id="tenant-name" label="Store Name" error={errors.name?.message}>
        <Input aria-required="true" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="tenant-slug"
          label="Store Slug"
          error={errors.slug?.message}
          description="The store front’s address: /s/{slug}"
        >
          <Input
            aria-required="true"
            autoCapitalize="none"
            spellCheck={false}
            {...slug}
            onChange={(event) => {
              onSlugEdited();
              return slug.onChange(event);
            }}
          />
        </FormField>
        <FormField id="tenant-domain" label="Domain (optional)" error={errors.domain?.message}>
          <Input
            placeholder="shop.example.com"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('domain')}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="status"
          id="tenant-status"
          label="Status"
          error={errors.status?.message}
          options={tenantStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        />
        <FormField id="tenant-plan" label="Subscription Plan" error={errors.subscriptionPlanId?.message}>
          {(a11y) => (
            <Controller
              control={form.control}
              name="subscriptionPlanId"
              render={({ field }) => (
                <Select
                  value={field.value ? String(field.value) : ''}
                  onValueChange={(value) => field.onChange(Number(value))}
                >
                  <SelectTrigger {...a11y} aria-required="true" onBlur={field.onBlur}>
                    <SelectValue placeholder="Select a plan" />
                  </SelectTrigger>
                  <SelectContent>
                    {choices.map((plan) => (
                      <SelectItem key={plan.id} value={String(plan.id)}>
                        {plan.name} ({formatPlanPrice(plan.price)}
                        {formatPlanPrice(plan.price) === 'Free' ? '' : '/month'})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
