// A subscription's status as a coloured label with words (never colour alone).
import type { ProductSubscriptionStatus } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const looks: Record<ProductSubscriptionStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  past_due: { label: 'Past due', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

export function SubscriptionStatusBadge({ status }: { status: ProductSubscriptionStatus }) {
  const look = looks[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
