// The billing terms both subscription dialogs share (spec admin §5): interval weekly, monthly,
// quarterly or yearly (default monthly); trial days 0 to 365 (default 0). Both forms name the
// fields `subscriptionInterval` and `subscriptionTrialDays`.
import { type SubscriptionInterval, subscriptionIntervals, TRIAL_DAYS_MAX } from '@storefleet/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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

type TermsFields = { subscriptionInterval?: unknown; subscriptionTrialDays?: unknown };

export function SubscriptionTermsFields<T extends FieldValues & TermsFields>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed output type does not matter here
  form: UseFormReturn<T, any, any>;
}) {
  const { errors } = form.formState;
  const message = (name: keyof TermsFields) => errors[name]?.message as string | undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={form.control}
        name={'subscriptionInterval' as Path<T>}
        id={`${idPrefix}-interval`}
        label="Billing Interval"
        placeholder="Choose an interval"
        error={message('subscriptionInterval')}
        options={options}
      />
      <FormField
        id={`${idPrefix}-trial-days`}
        label="Trial Days"
        error={message('subscriptionTrialDays')}
        keepDescription
        description={`Days before the first charge (0 to ${TRIAL_DAYS_MAX}). The card is saved at checkout either way.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={TRIAL_DAYS_MAX}
          step={1}
          {...form.register('subscriptionTrialDays' as Path<T>)}
        />
      </FormField>
    </div>
  );
}
