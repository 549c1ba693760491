// Available Plans on the owner's subscription page (spec admin §2, §4): each offered plan with
// Upgrade (dearer), Switch (cheaper or equal) or Current Plan; a plan being cancelled can be kept.
import { parseMinor, type SubscriptionPlan } from '@storefleet/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PlanCard } from './plan-card.tsx';

type PlanChooserProps = {
  plans: SubscriptionPlan[];
  currentPlan: SubscriptionPlan | null;
  /** Whether the current plan is paid and running (not trial, not ended). */
  currentIsActive: boolean;
  /** The current plan is active but set to end: choosing it again takes the cancellation back. */
  currentIsEnding: boolean;
  pendingPlanId: number | null;
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
};

export function PlanChooser(props: PlanChooserProps) {
  const { plans, currentPlan, currentIsActive, currentIsEnding, pendingPlanId, disabled, onChoose } = props;
  const currentPrice = currentPlan ? (parseMinor(currentPlan.price) ?? 0) : 0;
  return (
    <section aria-labelledby="available-plans-heading" className="space-y-3">
      <h2 id="available-plans-heading" className="text-lg font-semibold">
        Available Plans
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => {
          const isCurrent = plan.id === currentPlan?.id;
          const price = parseMinor(plan.price) ?? 0;
          const label = isCurrent
            ? currentIsEnding
              ? `Keep ${plan.name}`
              : currentIsActive
                ? 'Current Plan'
                : `Choose ${plan.name}`
            : price > currentPrice
              ? `Upgrade to ${plan.name}`
              : `Switch to ${plan.name}`;
          const locked = isCurrent && currentIsActive && !currentIsEnding;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              audience="owner"
              highlight={isCurrent ? <Badge variant="info">Your plan</Badge> : undefined}
              actions={
                <Button
                  className="w-full"
                  variant={locked ? 'secondary' : 'default'}
                  disabled={locked || disabled || pendingPlanId !== null}
                  aria-busy={pendingPlanId === plan.id || undefined}
                  onClick={() => onChoose(plan)}
                >
                  {pendingPlanId === plan.id ? 'Updating...' : label}
                </Button>
              }
            />
          );
        })}
      </div>
    </section>
  );
}
