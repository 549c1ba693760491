// The store's current plan with its status badge and dates (spec admin §2, §4). Cancel is offered
// only on the current, active, paid plan and takes effect at the end of the billing period.
import { formatPlanPrice, type TenantAccount } from '@storefleet/contracts';
import { CalendarClock } from 'lucide-react';
import { SubscriptionStateBadge } from '@/components/store-status-badges.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { CancelSubscriptionButton } from './cancel-subscription-button.tsx';

export function CurrentPlanCard({ account, readOnly }: { account: TenantAccount; readOnly: boolean }) {
  const plan = account.plan;
  const price = plan ? formatPlanPrice(plan.price) : null;
  const canCancel = account.subscriptionState === 'active' && price !== null && price !== 'Free';
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="space-y-1">
            <CardDescription>Current Plan</CardDescription>
            <CardTitle className="text-2xl">{account.planName ?? account.subscriptionPlan}</CardTitle>
          </div>
          <SubscriptionStateBadge state={account.subscriptionState} />
        </div>
        {price ? (
          <p>
            <span className="text-2xl font-bold tabular-nums">{price}</span>
            {price === 'Free' ? null : <span className="text-sm text-muted-foreground"> per month</span>}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            This plan is no longer offered. Choose one of the plans below.
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4" />
          {dateLine(account)}
        </p>
        {canCancel ? (
          <CancelSubscriptionButton tenantId={account.id} planName={plan?.name ?? ''} disabled={readOnly} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function dateLine(account: TenantAccount): string {
  switch (account.subscriptionState) {
    case 'trial':
      return `Trial ends ${formatDate(account.trialEndsAt)}`;
    case 'expired':
      return `Trial ended ${formatDate(account.trialEndsAt)}`;
    case 'ending':
      return `Cancelled: your plan ends on ${formatDate(account.subscriptionEndsAt)}`;
    case 'canceled':
      return `Your plan ended on ${formatDate(account.subscriptionEndsAt)}`;
    default:
      return 'Billed monthly';
  }
}
