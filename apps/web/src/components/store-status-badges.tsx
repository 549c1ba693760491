// Badges for a store's status (active / inactive / suspended) and its subscription state, shared by
// the operator's screens and the owner's subscription page so both read the same.
import { type SubscriptionState, subscriptionStateLabels } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const statusVariants: Record<string, BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
};

export function StoreStatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge variant={statusVariants[status] ?? 'outline'}>{label}</Badge>;
}

const stateVariants: Record<SubscriptionState, BadgeVariant> = {
  trial: 'info',
  expired: 'danger',
  active: 'success',
  ending: 'warning',
  canceled: 'neutral',
};

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  return <Badge variant={stateVariants[state]}>{subscriptionStateLabels[state]}</Badge>;
}
