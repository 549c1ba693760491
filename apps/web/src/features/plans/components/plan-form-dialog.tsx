// Create or edit a subscription plan (super admin). The slug is fixed once the plan exists: stores
// refer to their plan by it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { SubscriptionPlan } from '@storefleet/contracts';
import { slugify } from '@storefleet/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSavePlan } from '../api/save-plan.ts';
import { type PlanFormValues, planFormDefaults, planFormSchema, toPlanInput } from './plan-form.ts';
import { PlanFormFields } from './plan-form-fields.tsx';

type PlanFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan to edit; none creates a new one. */
  plan?: SubscriptionPlan;
};

export function PlanFormDialog({ open, onOpenChange, plan }: PlanFormDialogProps) {
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  useEffect(() => {
    if (open) form.reset(planFormDefaults(plan));
  }, [open, plan, form]);

  const save = useSavePlan({
    onSuccess: (saved) => {
      toast({ title: plan ? 'Plan updated' : 'Plan created', description: `${saved.name} is saved.` });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save plan'),
        variant: 'destructive',
      }),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: plan?.id, values: toPlanInput(values, !plan) }),
  );
  const name = form.watch('name');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{plan ? `Edit ${plan.name}` : 'Create Subscription Plan'}</DialogTitle>
          <DialogDescription>
            Prices are per month in pounds. Leave a limit blank for unlimited; storage is in MB.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PlanFormFields
            form={form}
            slugPlaceholder={slugify(name) || 'made-from-the-name'}
            slugLocked={Boolean(plan)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending ? 'Saving...' : plan ? 'Save Plan' : 'Create Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
