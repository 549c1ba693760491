// A plan as the spec's Tenant Management cards show it: name, Active/Inactive badge, price per
// month (Free for 0.00), features or 'Standard features', and its limits ('Unlimited' if absent).
// The owner's cards (Available Plans) list only the limits the platform works with (ADR 0042):
// products and storage (enforced on every write) and monthly orders (warned about); plans set no
// user limit, so the owner is not promised 'Unlimited' users. The operator's cards keep Max Users
// (spec).
import {
  formatPlanLimit,
  formatPlanPrice,
  formatStorageLimit,
  type SubscriptionPlan,
} from '@storefleet/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

type PlanCardProps = {
  plan: SubscriptionPlan;
  /** Buttons under the card (edit and deactivate for the operator, upgrade for an owner). */
  actions?: ReactNode;
  /** Marks the store's current plan. */
  highlight?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** 'operator': the spec's Max Users, Max Products, Storage; 'owner': what the plan limits. */
  audience?: 'operator' | 'owner';
};

export function PlanCard({
  plan,
  actions,
  highlight,
  headingLevel = 'h3',
  audience = 'operator',
}: PlanCardProps) {
  const price = formatPlanPrice(plan.price);
  return (
    <Card className={cn('flex flex-col', highlight && 'border-primary ring-1 ring-primary')}>
      <CardHeader className="gap-3 pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as={headingLevel} className="text-lg">
            {plan.name}
          </CardTitle>
          <div className="flex gap-1.5">
            {highlight}
            <Badge variant={plan.isActive ? 'success' : 'neutral'}>
              {plan.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
        </div>
        <p>
          <span className="text-3xl font-bold tabular-nums">{price}</span>
          {price === 'Free' ? null : <span className="text-sm text-muted-foreground"> per month</span>}
        </p>
        {plan.description ? <p className="text-sm text-muted-foreground">{plan.description}</p> : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <ul className="space-y-1.5 text-sm">
          {(plan.features.length > 0 ? plan.features : ['Standard features']).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
        <dl className="divide-y rounded-lg bg-muted px-3 text-sm">
          {audience === 'operator' ? (
            <>
              {/* Spec: plans do not limit store members, so Max Users is always Unlimited. */}
              <Limit label="Max Users" value={formatPlanLimit(null)} />
              <Limit label="Max Products" value={formatPlanLimit(plan.limits.maxProducts)} />
              <Limit label="Storage" value={formatStorageLimit(plan.limits.maxStorage)} />
            </>
          ) : (
            <>
              <Limit label="Products" value={formatPlanLimit(plan.limits.maxProducts)} />
              <Limit label="Orders a month" value={formatPlanLimit(plan.limits.maxOrders)} />
              <Limit label="Image storage" value={formatStorageLimit(plan.limits.maxStorage)} />
            </>
          )}
        </dl>
      </CardContent>
      {actions ? <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}

function Limit({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
