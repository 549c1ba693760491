// 'Generate Monthly Billing' (spec admin §2, §5, §8): store, plan and amount; the amount starts at
// the chosen plan's price. The bill covers this calendar month; a second one for the same store
// and month is refused by the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTenant, parseMinor, type SubscriptionPlan } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';
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

type Props = DialogOpenProps & {
  stores: AdminTenant[];
  plans: SubscriptionPlan[];
};

export function GenerateBillingDialog({ stores, plans, ...dialog }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  const generate = useGenerateMonthlyBilling();

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

  const submit = async (values: Values) => {
    await generate.mutateAsync({
      tenantId: Number(values.tenantId),
      subscriptionPlanId: Number(values.subscriptionPlanId),
      amount: Number(values.amount),
    });
    toast({ title: 'Billing record generated successfully' });
    dialog.onOpenChange(false);
  };

  return (
    <FormDialog
      {...dialog}
      title="Generate Monthly Billing"
      description="Raises this month’s bill for a store, due in 14 days."
      form={form}
      defaultValues={empty}
      onSubmit={submit}
      submitLabel="Generate Billing"
      pendingLabel="Generating..."
      errorFallback="Failed to generate billing"
    >
      <SelectField
        control={form.control}
        name="tenantId"
        id="bill-store"
        label="Store"
        placeholder="Select a store"
        required
        error={errors.tenantId?.message}
        onValueChange={chooseStore}
        options={stores.map((store) => ({ value: String(store.id), label: store.name }))}
      />
      <SelectField
        control={form.control}
        name="subscriptionPlanId"
        id="bill-plan"
        label="Subscription Plan"
        placeholder="Select a plan"
        required
        error={errors.subscriptionPlanId?.message}
        onValueChange={choosePlan}
        options={plans.map((plan) => ({ value: String(plan.id), label: `${plan.name} (£${plan.price})` }))}
      />
      <FormField id="bill-amount" label="Amount (£)" error={errors.amount?.message}>
        <Input
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          aria-required="true"
          {...form.register('amount')}
        />
      </FormField>
    </FormDialog>
  );
}
