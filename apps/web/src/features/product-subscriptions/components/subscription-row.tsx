// One customer subscription (spec admin §2): 'Subscription #id', product name, status,
// amount/interval, and its actions; the store also sees who subscribed.
import { everyInterval, type ProductSubscription } from '@storefleet/contracts';
import type { SubscriptionOwner } from '../api/change-product-subscription.ts';
import { formatDay } from './format-day.ts';
import { SubscriptionActions } from './subscription-actions.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

function nextLine(subscription: ProductSubscription): string {
  if (subscription.status === 'cancelled') return `Cancelled on ${formatDay(subscription.canceledAt)}`;
  if (subscription.status === 'paused') return 'Paused: no payments are taken';
  if (subscription.status === 'past_due') return 'Payment failed: resume to try again';
  const retry =
    subscription.failedAttempts > 0 ? ` (payment failed ${subscription.failedAttempts}×, retrying)` : '';
  return `Next payment ${formatDay(subscription.nextBillingDate)}${retry}`;
}

export function SubscriptionRow({
  subscription,
  owner,
}: {
  subscription: ProductSubscription;
  owner: SubscriptionOwner;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">Subscription #{subscription.id}</h3>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
        <p className="text-sm">
          {subscription.productName}
          {subscription.variantString ? ` (${subscription.variantString})` : ''}
          {subscription.quantity > 1 ? ` × ${subscription.quantity}` : ''}
          {' · '}
          <span className="font-medium">
            £{subscription.amount} {everyInterval(subscription.interval)}
          </span>
        </p>
        {owner.kind === 'store' ? (
          <p className="truncate text-sm text-muted-foreground">
            {subscription.customerName ?? 'Customer'} · {subscription.customerEmail}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{nextLine(subscription)}</p>
      </div>
      <SubscriptionActions subscription={subscription} owner={owner} />
    </li>
  );
}
