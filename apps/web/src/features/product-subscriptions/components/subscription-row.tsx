// One customer subscription (spec admin §2): 'Subscription #id', product name, status,
// amount/interval, and its actions; the store also sees who subscribed.
import type { ProductSubscription } from '@storefleet/contracts';
import type { TFunction } from 'i18next';
import { longDateFormat } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import type { SubscriptionOwner } from '../api/change-product-subscription.ts';
import { SubscriptionActions } from './subscription-actions.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

function nextLine(
  subscription: ProductSubscription,
  t: TFunction,
  day: (iso: string | null) => string,
): string {
  if (subscription.status === 'cancelled')
    return t('subscriptions.cancelledOn', { date: day(subscription.canceledAt) });
  if (subscription.status === 'paused') return t('subscriptions.paused');
  if (subscription.status === 'past_due') return t('subscriptions.pastDue');
  const date = day(subscription.nextBillingDate);
  return subscription.failedAttempts > 0
    ? t('subscriptions.nextRetrying', { date, failed: subscription.failedAttempts })
    : t('subscriptions.next', { date });
}

export function SubscriptionRow({
  subscription,
  owner,
}: {
  subscription: ProductSubscription;
  owner: SubscriptionOwner;
}) {
  const t = useT();
  const { language } = useLanguage();
  const money = useMoney();
  const day = (iso: string | null) => (iso ? longDateFormat(language).format(new Date(iso)) : '—');
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{t('subscriptions.number', { id: subscription.id })}</h3>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
        <p className="text-sm">
          {subscription.productName}
          {subscription.variantString ? ` (${subscription.variantString})` : ''}
          {subscription.quantity > 1 ? ` × ${subscription.quantity}` : ''}
          {' · '}
          <span className="font-medium">
            {t(`subscriptions.every.${subscription.interval}`, { amount: money(subscription.amount) })}
          </span>
        </p>
        {owner.kind === 'store' ? (
          <p className="truncate text-sm text-muted-foreground">
            {subscription.customerName ?? 'Customer'} · {subscription.customerEmail}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{nextLine(subscription, t, day)}</p>
      </div>
      <SubscriptionActions subscription={subscription} owner={owner} />
    </li>
  );
}
