// 'Generate Monthly Billing' (spec admin §2, §5, §8): store, plan and amount; the amount starts at
// the chosen plan's price. The bill covers this calendar month; a second one for the same store
// and month is refused by the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTenant, parseMinor, type SubscriptionPlan } from '@storefleet/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, fieldA11y } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useGenerateMonthlyBilling } from '../api/generate-monthly-billing.ts';

const schema = z.object({
  tenantId: z.string().min(1, 'Store is required'),
  subscriptionPlanId: z.string().min(1, 'Subscription plan is required'),
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .refine((value) => parseMinor(value) !== null, 'Enter an amount in pounds, like 29.99'),
});
type Values = z.infer<typeof schema>;
const empty: Values = { tenantId: '', subscriptionPlanId: '', amount: '' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stores: AdminTenant[];
  plans: SubscriptionPlan[];
};

export function GenerateBillingDialog({ open, onOpenChange, stores, plans }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  const generate = useGenerateMonthlyBilling({
    onSuccess: () => {
      toast({ title: 'Billing record generated successfully' });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to generate billing'),
        variant: 'destructive',
      }),
  });

  /** Choosing a store suggests its plan; choosing a plan fills in its price. */
  const choosePlan = (planId: string) => {
    form.setValue('subscriptionPlanId', planId, { shouldValidate: form.formState.isSubmitted });
    const plan = plans.find((p) => String(p.id) === planId);
    if (plan) form.setValue('amount', plan.price, { shouldValidate: form.formState.isSubmitted });
  };
  const chooseStore = (tenantId: string) => {
    form.setValue('tenantId', tenantId, { shouldValidate: form.formState.isSubmitted });
    const store = stores.find((s) => String(s.id) === tenantId);
    const plan = plans.find((p) => p.slug === store?.subscriptionPlan);
    if (plan) choosePlan(String(plan.id));
  };

  const onSubmit = form.handleSubmit((values) =>
    generate.mutate({
      tenantId: Number(values.tenantId),
      subscriptionPlanId: Number(values.subscriptionPlanId),
      amount: Number(values.amount),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate Monthly Billing</DialogTitle>
          <DialogDescription>Raises this month’s bill for a store, due in 14 days.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="bill-store" label="Store" error={errors.tenantId?.message}>
            <Controller
              control={form.control}
              name="tenantId"
              render={({ field }) => (
                <Select value={field.value} onValueChange={chooseStore}>
                  <SelectTrigger {...fieldA11y('bill-store', errors.tenantId?.message)} aria-required="true">
                    <SelectValue placeholder="Select a store" />
                  </SelectTrigger>
                  <SelectContent>
                    {stores.map((store) => (
                      <SelectItem key={store.id} value={String(store.id)}>
                        {store.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="bill-plan" label="Subscription Plan" error={errors.subscriptionPlanId?.message}>
            <Controller
              control={form.control}
              name="subscriptionPlanId"
              render={({ field }) => (
                <Select value={field.value} onValueChange={choosePlan}>
                  <SelectTrigger
                    {...fieldA11y('bill-plan', errors.subscriptionPlanId?.message)}
                    aria-required="true"
                  >
                    <SelectValue placeholder="Select a plan" />
                  </SelectTrigger>
                  <SelectContent>
                    {plans.map((plan) => (
                      <SelectItem key={plan.id} value={String(plan.id)}>
                        {plan.name} (£{plan.price})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="bill-amount" label="Amount (£)" error={errors.amount?.message}>
            <Input
              {...fieldA11y('bill-amount', errors.amount?.message)}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              aria-required="true"
              {...form.register('amount')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={generate.isPending} aria-busy={generate.isPending || undefined}>
              {generate.isPending ? 'Generating...' : 'Generate Billing'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
