// 'Generate Monthly Billing' (spec admin §2, §5, §8): store, plan and amount. Choosing a store shows
// the month's proposal (ADR 0097): each plan in force for its part of the month with its amount
// ('Starter 1–27 Nov £26.99, Growth 28–30 Nov £8.00'), and fills in their sum and the plan in force
// now; choosing a plan by hand fills in its price. The bill covers this calendar month; a second
// one for the same store and month is refused by the server.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTenant,
  type MonthlyBillProposal,
  parseMinor,
  type SubscriptionPlan,
} from '@storefleet/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useGenerateMonthlyBilling } from '../api/generate-monthly-billing.ts';
import { useMonthlyProposal } from '../api/get-monthly-proposal.ts';

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
  const tenantId = form.watch('tenantId');
  const proposal = useMonthlyProposal(tenantId ? Number(tenantId) : null);
  const proposed = proposal.data;
  useEffect(() => {
    // The proposal for the store chosen: its sum and the plan in force at the month's end.
    if (!proposed || String(proposed.tenantId) !== form.getValues('tenantId')) return;
    const validate = { shouldValidate: form.formState.isSubmitted };
    if (proposed.planId !== null) form.setValue('subscriptionPlanId', String(proposed.planId), validate);
    form.setValue('amount', proposed.amount, validate);
  }, [proposed, form]);

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
      {tenantId ? (
        <ProposalSummary proposal={proposed} pending={proposal.isPending} error={proposal.error} />
      ) : null}
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

const dayMonth = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '1–27 Nov': the part's first and last day (its end is the day after). */
function partDays(start: string, end: string): string {
  const last = new Date(new Date(end).getTime() - 86_400_000).toISOString();
  const [first, lastLabel] = [dayMonth(start), dayMonth(last)];
  if (first === lastLabel) return first;
  return `${new Date(start).getUTCDate()}–${lastLabel}`;
}

/** The month's bill, plan by plan, as the server proposes it. */
function ProposalSummary({
  proposal,
  pending,
  error,
}: {
  proposal: MonthlyBillProposal | undefined;
  pending: boolean;
  error: Error | null;
}) {
  if (error) {
    return (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {errorMessage(error)}
      </p>
    );
  }
  if (pending || !proposal) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Working out this month’s amount…
      </p>
    );
  }
  const split = proposal.parts.length > 1;
  return (
    <section aria-label="This month’s bill" className="space-y-1 rounded-md border p-3 text-sm">
      <p className="font-medium">
        {split ? 'The plan changed this month: each plan bills its part' : 'This month’s bill'}
      </p>
      <ul aria-label="Plans this month" className="space-y-0.5">
        {proposal.parts.map((part) => (
          <li key={part.start} className="flex justify-between gap-4">
            <span>
              {part.planName} {partDays(part.start, part.end)}{' '}
              <span className="text-muted-foreground">
                ({part.days} of {proposal.daysInPeriod} days)
              </span>
            </span>
            <span className="shrink-0 whitespace-nowrap tabular-nums">£{part.amount}</span>
          </li>
        ))}
      </ul>
      {proposal.billedAlready.length > 0 ? (
        <ul aria-label="Billed before" className="space-y-0.5 text-muted-foreground">
          {proposal.billedAlready.map((bill) => (
            <li key={bill.billId} className="flex justify-between gap-4">
              <span>Less: {bill.description}</span>
              <span className="shrink-0 whitespace-nowrap tabular-nums">−£{bill.amount}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex justify-between gap-4 border-t pt-1 font-medium">
        <span>Total</span>
        <span className="shrink-0 whitespace-nowrap tabular-nums" data-testid="proposal-total">
          £{proposal.amount} {proposal.currency}
        </span>
      </p>
      {!proposal.alreadyBilled && proposal.billedAlready.length > 0 && Number(proposal.amount) === 0 ? (
        <p className="text-amber-900">The bills above already cover this month: nothing is left to bill.</p>
      ) : null}
      {proposal.alreadyBilled ? (
        <p className="text-amber-900">This store already has a bill for this month.</p>
      ) : null}
    </section>
  );
}
