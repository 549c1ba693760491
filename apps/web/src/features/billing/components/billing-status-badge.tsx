// A bill's status: paid (green), unpaid (amber), overdue (destructive, as the spec shows it).
import { Badge } from '@/components/ui/badge.tsx';

export function BillingStatusBadge({ status }: { status: string }) {
  if (status === 'paid') return <Badge variant="success">Paid</Badge>;
  if (status === 'overdue') return <Badge variant="destructive">Overdue</Badge>;
  return <Badge variant="warning">Unpaid</Badge>;
}
