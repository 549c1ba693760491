// The product form's subscription part (spec admin §3 products, §5): price required when the
// subscription is on, interval weekly to yearly (default monthly), trial days 0 to 365.
import { type ProductFieldsInput, subscriptionIntervals } from '@storefleet/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';

const intervalLabels: Record<string, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export function ProductSubscriptionFields({
  form,
}: {
  form: UseFormReturn<ProductFieldsInput, unknown, unknown>;
}) {
  const enabled = form.watch('hasSubscription');
  const { errors } = form.formState;
  return (
    <div className="space-y-4 rounded-md border p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="product-has-subscription">Offer as a subscription</Label>
          <p className="text-xs text-muted-foreground">
            Customers can also subscribe to receive it regularly.
          </p>
        </div>
        <Controller
          control={form.control}
          name="hasSubscription"
          render={({ field }) => (
            <Switch
              id="product-has-subscription"
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      {enabled ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor="product-subscription-price">Subscription price (£)</Label>
            <Input
              id="product-subscription-price"
              inputMode="decimal"
              aria-invalid={errors.subscriptionPrice ? true : undefined}
              aria-describedby={errors.subscriptionPrice ? 'product-subscription-price-error' : undefined}
              {...form.register('subscriptionPrice')}
            />
            <FieldError id="product-subscription-price-error" message={errors.subscriptionPrice?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="product-subscription-interval">Interval</Label>
            <Controller
              control={form.control}
              name="subscriptionInterval"
              render={({ field }) => (
                <Select value={field.value ?? 'monthly'} onValueChange={field.onChange}>
                  <SelectTrigger id="product-subscription-interval">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {subscriptionIntervals.map((interval) => (
                      <SelectItem key={interval} value={interval}>
                        {intervalLabels[interval]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="product-trial-days">Trial days</Label>
            <Input
              id="product-trial-days"
              type="number"
              min={0}
              max={365}
              aria-invalid={errors.subscriptionTrialDays ? true : undefined}
              aria-describedby={errors.subscriptionTrialDays ? 'product-trial-days-error' : undefined}
              {...form.register('subscriptionTrialDays')}
            />
            <FieldError id="product-trial-days-error" message={errors.subscriptionTrialDays?.message} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
