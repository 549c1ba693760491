// A subscription's status as a coloured label with words (never colour alone).
import type { ProductSubscriptionStatus } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/language.tsx';

const variants: Record<ProductSubscriptionStatus, BadgeVariant> = {
  active: 'success',
  paused: 'warning',
  past_due: 'danger',
  cancelled: 'neutral',
};

export function SubscriptionStatusBadge({ status }: { status: ProductSubscriptionStatus }) {
  const t = useT();
  return <Badge variant={variants[status]}>{t(`subscriptionStatus.${status}`)}</Badge>;
}
