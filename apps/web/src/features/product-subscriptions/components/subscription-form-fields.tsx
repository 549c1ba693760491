// The interval and trial-days fields both dialogs share (spec admin §5): weekly, monthly, quarterly
// or yearly (default monthly); trial days 0 to 365 (default 0).
import { type SubscriptionInterval, subscriptionIntervals, TRIAL_DAYS_MAX } from '@storefleet/contracts';
import type { ComponentProps } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';

const labels: Record<SubscriptionInterval, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
const options = subscriptionIntervals.map((interval) => ({ value: interval, label: labels[interval] }));

/** Both forms name the field `subscriptionInterval`. */
export function IntervalField<T extends FieldValues & { subscriptionInterval?: unknown }>({
  id,
  control,
  error,
}: {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed output type does not matter here
  control: Control<T, any, any>;
  error?: string;
}) {
  return (
    <SelectField
      control={control}
      name={'subscriptionInterval' as Path<T>}
      id={id}
      label="Billing Interval"
      placeholder="Choose an interval"
      error={error}
      options={options}
    />
  );
}

export function TrialDaysField({
  id,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; error?: string }) {
  return (
    <FormField
      id={id}
      label="Trial Days"
      error={error}
      keepDescription
      description={`Days before the first charge (0 to ${TRIAL_DAYS_MAX}). The card is saved at checkout either way.`}
    >
      <Input type="number" inputMode="numeric" min={0} max={TRIAL_DAYS_MAX} step={1} {...props} />
    </FormField>
  );
}
