// Create or edit a subscription plan (super admin). The slug is fixed once the plan exists: stores
// refer to their plan by it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { SubscriptionPlan } from '@storefleet/contracts';
import { slugify } from '@storefleet/contracts';
import { useForm } from 'react-hook-form';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { useSavePlan } from '../api/save-plan.ts';
import { type PlanFormValues, planFormDefaults, planFormSchema, toPlanInput } from './plan-form.ts';
import { PlanFormFields } from './plan-form-fields.tsx';

type PlanFormDialogProps = DialogOpenProps & {
  /** The plan to edit; none creates a new one. */
  plan?: SubscriptionPlan;
};

export function PlanFormDialog({ plan, ...dialog }: PlanFormDialogProps) {
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });

  const save = useSavePlan();
  const submit = async (values: PlanFormValues) => {
    const saved = await save.mutateAsync({ id: plan?.id, values: toPlanInput(values, !plan) });
    toast({ title: plan ? 'Plan updated' : 'Plan created', description: `${saved.name} is saved.` });
    dialog.onOpenChange(false);
  };
  const name = form.watch('name');

  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title={plan ? `Edit ${plan.name}` : 'Create Subscription Plan'}
      description="Prices are per month in pounds. Leave a limit blank for unlimited; storage is in MB."
      form={form}
      defaultValues={planFormDefaults(plan)}
      onSubmit={submit}
      submitLabel={plan ? 'Save Plan' : 'Create Plan'}
      pendingLabel="Saving..."
      errorFallback="Failed to save plan"
    >
      <PlanFormFields
        form={form}
        slugPlaceholder={slugify(name) || 'made-from-the-name'}
        slugLocked={Boolean(plan)}
      />
    </FormDialog>
  );
}
