// The Create Tenant / Edit dialog (spec admin §2, §5, §8): the slug follows the name until it is
// edited by hand; a new store can get its owner's account at once (DESIGN §9); an edited store on its
// trial shows when the trial ends, to extend or end it (ADR 0049). A new plan for an edited store is
// not saved with the rest: the owner's quote for it is shown first, and confirmed, the change is made
// as the owner's would be, and the owner is e-mailed (ADR 0097).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTenant,
  type OperatorPlanChange,
  type SubscriptionPlan,
  slugify,
} from '@storefleet/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { PlanChangeQuoteDialog } from '@/components/plan-change-quote-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatChangeDate } from '@/lib/plan-dates.ts';
import { toast } from '@/lib/toast.ts';
import { useOperatorPlanChange, useOperatorPlanQuote } from '../api/plan-change.ts';
import { useSaveTenant } from '../api/save-tenant.ts';
import {
  type TenantFormInput,
  type TenantFormValues,
  tenantFormDefaults,
  tenantFormSchema,
  toCreateTenantBody,
  toTenantBody,
} from './tenant-form.ts';
import { TenantFormFields } from './tenant-form-fields.tsx';
import { OwnerFields } from './tenant-owner-fields.tsx';
import { TenantTrialField } from './tenant-trial-field.tsx';

type TenantFormDialogProps = DialogOpenProps & {
  plans: SubscriptionPlan[];
  /** The store to edit; none creates a new one. */
  tenant?: AdminTenant;
  /** The spec's success toast differs by screen ('Tenant created successfully' on Tenant Management). */
  createdTitle?: string;
};

export function TenantFormDialog({
  plans,
  tenant,
  createdTitle = 'Tenant store created successfully',
  ...dialog
}: TenantFormDialogProps) {
  const form = useForm<TenantFormInput, unknown, TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: tenantFormDefaults(tenant, plans),
  });
  const slugEdited = useRef(Boolean(tenant));
  useEffect(() => {
    if (!dialog.open) return;
    form.reset(tenantFormDefaults(tenant, plans));
    slugEdited.current = Boolean(tenant);
  }, [dialog.open, tenant, plans, form]);

  const name = form.watch('name');
  useEffect(() => {
    if (slugEdited.current) return;
    // After a submit, re-check so a 'Slug is required' from an empty name goes once the name is typed.
    form.setValue('slug', slugify(name ?? '').slice(0, 100), { shouldValidate: form.formState.isSubmitted });
  }, [name, form]);

  const save = useSaveTenant();
  const currentPlanId = tenant ? tenantFormDefaults(tenant, plans).subscriptionPlanId : undefined;
  /** The edit waiting for the plan change's confirmation. */
  const [pending, setPending] = useState<TenantFormValues | null>(null);
  const newPlan = pending ? (plans.find((p) => p.id === pending.subscriptionPlanId) ?? null) : null;
  const quote = useOperatorPlanQuote(tenant?.id ?? 0, newPlan?.id ?? null);
  const changePlan = useOperatorPlanChange();

  const confirmPlanChange = async () => {
    if (!tenant || !pending || !newPlan) return;
    try {
      // The other fields first, on the plan the store is on; then the plan, as quoted.
      await save.mutateAsync({
        mode: 'edit',
        id: tenant.id,
        values: toTenantBody({ ...pending, subscriptionPlanId: currentPlanId! }, plans, tenant),
      });
      const made = await changePlan.mutateAsync({ tenantId: tenant.id, planId: newPlan.id });
      toast({
        title: 'Plan changed',
        description: `${planChangeOutcome(made)} The owner has been e-mailed.`,
      });
      setPending(null);
      dialog.onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const submit = async (values: TenantFormValues) => {
    if (tenant && values.subscriptionPlanId !== currentPlanId) {
      setPending(values);
      return;
    }
    const saved = tenant
      ? await save.mutateAsync({ mode: 'edit', id: tenant.id, values: toTenantBody(values, plans, tenant) })
      : await save.mutateAsync({ mode: 'create', values: toCreateTenantBody(values, plans) });
    toast({ title: tenant ? 'Tenant store updated successfully' : createdTitle, description: saved.name });
    dialog.onOpenChange(false);
  };

  return (
    <>
      <FormDialog
        {...dialog}
        className="sm:max-w-xl"
        title={tenant ? `Edit ${tenant.name}` : 'Create New Store'}
        description={
          tenant
            ? 'Change the store’s details, status or plan. An inactive or suspended store is closed to shoppers and read-only for its owner.'
            : 'The store starts on a 14-day trial of the chosen plan.'
        }
        form={form}
        onSubmit={submit}
        submitLabel={tenant ? 'Save Changes' : 'Create Store'}
        pendingLabel="Saving..."
      >
        <TenantFormFields form={form} plans={plans} onSlugEdited={() => (slugEdited.current = true)} />
        {tenant ? (
          <>
            <TenantTrialField form={form} tenant={tenant} onEnded={() => dialog.onOpenChange(false)} />
            <CheckboxField
              control={form.control}
              name="paysByTransfer"
              id="tenant-pays-by-transfer"
              label="Pays by transfer: bills are e-mailed, never charged to the store’s card"
            />
          </>
        ) : (
          <OwnerFields form={form} />
        )}
      </FormDialog>
      {tenant ? (
        <PlanChangeQuoteDialog
          plan={newPlan}
          quote={quote}
          intro={`The owner of ${tenant.name} is quoted the same, and is e-mailed once the change is made.`}
          confirming={changePlan.isPending || save.isPending}
          onClose={() => setPending(null)}
          onConfirm={confirmPlanChange}
        />
      ) : null}
    </>
  );
}

/** What the change did, in a sentence for the operator. */
function planChangeOutcome({ quote, subscription, charged }: OperatorPlanChange): string {
  if (charged) return `${quote.planName} applies now: £${quote.dueNow} was charged to the store’s card.`;
  if (subscription.pendingPlan) return `${quote.planName} starts once its bill of £${quote.dueNow} is paid.`;
  if (subscription.scheduledPlan)
    return `${quote.planName} applies on ${formatChangeDate(subscription.scheduledPlanAt)}.`;
  return `${quote.planName} applies now.`;
}
