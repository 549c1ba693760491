// The edit dialog's "Trial ends" (ADR 0049): for a store on its trial, the day it ends (saved with
// the form) and "End trial now", which asks first and then saves the end at once, so the operator
// can bill a store that wants to pay before its 14 days are up. A store on a paid or cancelled plan
// has no trial to change: the field says so.
import { type AdminTenant, subscriptionStateLabels } from '@storefleet/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/lib/toast.ts';
import { useSaveTenant } from '../api/save-tenant.ts';
import { type TenantFormInput, type TenantFormValues, toEndTrialBody } from './tenant-form.ts';

type Props = {
  form: UseFormReturn<TenantFormInput, unknown, TenantFormValues>;
  tenant: AdminTenant;
  /** After the trial was ended: the dialog closes. */
  onEnded: () => void;
};

export function TenantTrialField({ form, tenant, onEnded }: Props) {
  const [confirming, setConfirming] = useState(false);
  const save = useSaveTenant();
  const onTrial = tenant.subscriptionStatus === 'trial';
  const hasEnded = tenant.subscriptionState === 'expired';

  if (!onTrial) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium">Trial ends</p>
        <p className="text-sm text-muted-foreground">
          No trial: the plan is {subscriptionStateLabels[tenant.subscriptionState].toLowerCase()}.
        </p>
      </div>
    );
  }

  const endTrial = async () => {
    try {
      const saved = await save.mutateAsync({ mode: 'edit', id: tenant.id, values: toEndTrialBody(tenant) });
      toast({ title: 'Trial ended', description: `${saved.name} can be billed from now on.` });
      setConfirming(false);
      onEnded();
    } catch (error) {
      toast({
        title: 'Could not end the trial',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <FormField
      id="tenant-trial-ends"
      label="Trial ends"
      error={form.formState.errors.trialEndsOn?.message}
      description={
        hasEnded
          ? 'The trial has ended: Generate Monthly Billing bills this store. A later day gives it a new trial.'
          : 'A later day extends the trial (at most 365 days ahead); today or earlier ends it.'
      }
    >
      {(a11y) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Input type="date" className="sm:max-w-48" {...a11y} {...form.register('trialEndsOn')} />
          {hasEnded ? null : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              End trial now
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`End ${tenant.name}’s trial now?`}
            message="The store’s trial ends at once and Generate Monthly Billing can bill it from now on. Other changes in this form are not saved."
            confirmLabel="End trial"
            pending={save.isPending}
            onConfirm={() => void endTrial()}
          />
        </div>
      )}
    </FormField>
  );
}
