// A domain's state as a badge (contracts DOMAIN_STATE_LABELS): the words carry the meaning, the colour repeats it.
import { DOMAIN_STATE_LABELS, type DomainState } from '@storefleet/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

const looks: Record<DomainState, BadgeVariant> = {
  pending: 'warning',
  verified: 'info',
  active: 'success',
  failed: 'danger',
};

export function DomainStateBadge({ state }: { state: DomainState }) {
  return <Badge variant={looks[state]}>{DOMAIN_STATE_LABELS[state]}</Badge>;
}
