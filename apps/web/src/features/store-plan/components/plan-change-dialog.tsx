// Asks the owner before a plan change (ADR 0036): the shared quote dialog with the owner's quote.
import type { SubscriptionPlan } from '@storefleet/contracts';
import { PlanChangeQuoteDialog } from '@/components/plan-change-quote-dialog.tsx';
import { usePlanChangeQuote } from '../api/get-plan-change-quote.ts';

type Props = {
  tenantId: number;
  /** The plan chosen; null when the dialog is closed. */
  plan: SubscriptionPlan | null;
  onClose: () => void;
  onConfirm: (plan: SubscriptionPlan) => void;
};

export function PlanChangeDialog({ tenantId, plan, onClose, onConfirm }: Props) {
  const quote = usePlanChangeQuote(tenantId, plan?.id ?? null);
  return <PlanChangeQuoteDialog plan={plan} quote={quote} onClose={onClose} onConfirm={onConfirm} />;
}
