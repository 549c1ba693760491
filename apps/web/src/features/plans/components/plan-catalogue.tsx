// The operator's plan cards (spec admin §2 Tenant Management): every plan with Edit and
// Deactivate / Activate, and a New Plan button. Deactivating hides a plan from new stores and
// from owners choosing a plan; stores already on it keep it.
import type { SubscriptionPlan } from '@storefleet/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSavePlan } from '../api/save-plan.ts';
import { PlanCard } from './plan-card.tsx';
import { planFormDefaults, toPlanInput } from './plan-form.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

export function PlanCatalogue({ plans }: { plans: SubscriptionPlan[] }) {
  const [editing, setEditing] = useState<SubscriptionPlan | undefined>();
  const [open, setOpen] = useState(false);
  const toggle = useSavePlan({
    onSuccess: (plan) =>
      toast({
        title: plan.isActive ? 'Plan activated' : 'Plan deactivated',
        description: `${plan.name} is ${plan.isActive ? 'offered again' : 'no longer offered to stores'}.`,
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save plan'),
        variant: 'destructive',
      }),
  });

  const openEditor = (plan?: SubscriptionPlan) => {
    setEditing(plan);
    setOpen(true);
  };

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Subscription Plans
        </h2>
        <Button variant="outline" onClick={() => openEditor()}>
          <Plus aria-hidden="true" />
          New Plan
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            actions={
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => openEditor(plan)}
                  aria-label={`Edit ${plan.name}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={toggle.isPending}
                  aria-label={`${plan.isActive ? 'Deactivate' : 'Activate'} ${plan.name}`}
                  onClick={() =>
                    toggle.mutate({
                      id: plan.id,
                      values: toPlanInput({ ...planFormDefaults(plan), isActive: !plan.isActive }, false),
                    })
                  }
                >
                  {plan.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </>
            }
          />
        ))}
      </div>
      <PlanFormDialog open={open} onOpenChange={setOpen} plan={editing} />
    </section>
  );
}
