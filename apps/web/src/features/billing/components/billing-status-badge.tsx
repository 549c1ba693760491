// A bill's status: paid (green), unpaid (amber), overdue and past due (a card charge failed, ADR 0084)
// destructive, waived and refunded by the operator (ADR 0085) neutral.
import { Badge } from '@/components/ui/badge.tsx';

export function BillingStatusBadge({ status }: { status: string }) {
  if (status === 'paid') return <Badge variant="success">Paid</Badge>;
  if (status === 'overdue') return <Badge variant="destructive">Overdue</Badge>;
  if (status === 'past_due') return <Badge variant="destructive">Past due</Badge>;
  if (status === 'waived') return <Badge variant="neutral">Waived</Badge>;
  if (status === 'refunded') return <Badge variant="neutral">Refunded</Badge>;
  return <Badge variant="warning">Unpaid</Badge>;
}
