// 'Account' (has set a password), 'Invited' (an account without one) or 'Guest'.
import type { CustomerAccountStatus } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const looks: Record<CustomerAccountStatus, BadgeVariant> = {
  Account: 'success',
  Invited: 'info',
  Guest: 'neutral',
};

export function AccountStatusBadge({ status }: { status: CustomerAccountStatus }) {
  return <Badge variant={looks[status]}>{status}</Badge>;
}
