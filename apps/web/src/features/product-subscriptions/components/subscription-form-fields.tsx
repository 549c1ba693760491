// The interval and trial-days fields both dialogs share (spec admin §5): weekly, monthly, quarterly
// or yearly (default monthly); trial days 0 to 365 (default 0).
import { type SubscriptionInterval, subscriptionIntervals, TRIAL_DAYS_MAX } from '@storefleet/contracts';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

const labels: Record<SubscriptionInterval, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export function IntervalField({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (value: SubscriptionInterval) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Billing Interval</Label>
      <Select value={value} onValueChange={(v) => onChange(v as SubscriptionInterval)}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined}>
          <SelectValue placeholder="Choose an interval" />
        </SelectTrigger>
        <SelectContent>
          {subscriptionIntervals.map((interval) => (
            <SelectItem key={interval} value={interval}>
              {labels[interval]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TrialDaysField({ error, ...props }: React.ComponentProps<'input'> & { error?: string }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Trial Days</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={TRIAL_DAYS_MAX}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...props}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Days before the first charge (0 to {TRIAL_DAYS_MAX}). The card is saved at checkout either way.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
