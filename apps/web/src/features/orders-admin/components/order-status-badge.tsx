// An order's status as a coloured badge, and the 'Manual' badge of an admin-set status (spec admin §2).
import { orderStatusLabel } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const variantByStatus: Record<string, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'info',
  paid: 'success',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  refunded: 'danger',
  partially_refunded: 'danger',
  disputed: 'danger',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={variantByStatus[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}

export function ManualBadge() {
  return (
    <Badge variant="outline" title="Status set by hand; payment events no longer change it">
      Manual
    </Badge>
  );
}
