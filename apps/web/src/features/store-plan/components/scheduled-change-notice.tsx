// A downgrade waiting for the period's end (ADR 0036): "Changes to Basic on 1 December", and a way
// to take it back (choosing the current plan again).
import type { TenantAccount } from '@storefleet/contracts';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useChangeStorePlan } from '../api/change-store-plan.ts';
import { formatChangeDate } from './plan-dates.ts';

export function ScheduledChangeNotice({ account, readOnly }: { account: TenantAccount; readOnly: boolean }) {
  const change = useChangeStorePlan({
    onSuccess: () =>
      toast({
        title: 'Subscription Updated',
        description: `The scheduled change was cancelled: you stay on ${account.plan?.name ?? 'your plan'}.`,
      }),
    onError: (error) =>
      toast({ title: 'Upgrade Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const scheduled = account.scheduledChange;
  if (!scheduled || !account.plan) return null;
  const currentPlan = account.plan;
  return (
    <section
      aria-label="Scheduled plan change"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">
            Changes to {scheduled.planName} on {formatChangeDate(scheduled.at)}
          </p>
          <p>Until then you keep {currentPlan.name}; nothing more is charged for this period.</p>
        </div>
      </div>
      <Button
        variant="outline"
        disabled={readOnly || change.isPending}
        onClick={() => change.mutate({ action: 'upgrade', tenantId: account.id, planId: currentPlan.id })}
      >
        Cancel scheduled change
      </Button>
    </section>
  );
}
