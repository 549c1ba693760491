// An order's status as a coloured badge (spec storefront §2: colours for completed, processing,
// pending and cancelled; the other statuses a shopper can meet get the nearest meaning).
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/language.tsx';

const variantByStatus: Record<string, BadgeVariant> = {
  completed: 'success',
  delivered: 'success',
  paid: 'success',
  processing: 'info',
  confirmed: 'info',
  shipped: 'info',
  pending: 'warning',
  cancelled: 'danger',
  disputed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'neutral',
};

export const statusLabel = (status: string) =>
  status.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  const key = `status.${status}`;
  const translated = t(key);
  return (
    <Badge variant={variantByStatus[status] ?? 'neutral'}>
      {translated === key ? statusLabel(status) : translated}
    </Badge>
  );
}
