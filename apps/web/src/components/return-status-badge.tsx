// A return's status as a badge (packages/contracts order-returns.ts), the same on the customer's
// order page and the store's Returns screen.
import { type ReturnStatus, returnStatusLabels } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const variantByStatus: Record<ReturnStatus, BadgeVariant> = {
  requested: 'warning',
  approved: 'info',
  declined: 'danger',
  received: 'info',
  refunded: 'success',
  exchanged: 'success',
};

/** `label` is the status in the page's language (the store front); the English label unless given. */
export function ReturnStatusBadge({ status, label }: { status: ReturnStatus; label?: string }) {
  return <Badge variant={variantByStatus[status]}>{label ?? returnStatusLabels[status]}</Badge>;
}
