// A bill's status: paid (green), unpaid (amber), overdue and past due (a card charge failed, ADR 0084) destructive.
import { Badge } from '@/components/ui/badge.tsx';

export function BillingStatusBadge({ status }: { status: string }) {
  if (status === 'paid') return <Badge variant="success">Paid</Badge>;
  if (status === 'overdue') return <Badge variant="destructive">Overdue</Badge>;
  if (status === 'past_due') return <Badge variant="destructive">Past due</Badge>;
  return <Badge variant="warning">Unpaid</Badge>;
}
