// The admin's banner while the store has taken more orders this month than its plan includes
// (ADR 0087): the store keeps selling; the owner is offered the next plan up.
import type { BillingAccount } from '@storefleet/contracts';
import { TrendingUp } from 'lucide-react';
import { Link } from 'wouter';

export function OrderLimitBanner({
  account,
  linkToPlans,
}: {
  account: BillingAccount;
  linkToPlans: boolean;
}) {
  const over = account.orderLimit;
  if (!over) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-md border border-amber-400/60 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-medium">
          Your store has taken {over.ordersThisMonth} orders this month; the {over.planName ?? 'current'} plan
          includes {over.maxOrders}.
        </p>
        <p>
          Your store keeps selling: no order is refused.{' '}
          {over.nextPlan ? `The ${over.nextPlan.name} plan allows more orders. ` : ''}
          {linkToPlans ? (
            <Link href="/subscription" className="font-medium underline underline-offset-4">
              {over.nextPlan ? `Change to ${over.nextPlan.name}` : 'See your plan'}
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}
