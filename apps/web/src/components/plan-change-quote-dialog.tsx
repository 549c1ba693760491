// Asks before a plan change (ADR 0036): the new price, what is charged now (prorated
// to the day), when the change applies and, in a trial, when the first bill comes. Cancel / Confirm;
// focus starts on Cancel, Escape cancels, clicking outside never confirms. The owner's Subscription
// Management and the operator's Tenant Management (ADR 0097) show the same quote with it.
import { formatPlanPrice, type PlanChangeQuote, type SubscriptionPlan } from '@storefleet/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatChangeDate } from '@/lib/plan-dates.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The quote as read: the server's answer, or its progress or error. */
export type QuoteRead = {
  data: PlanChangeQuote | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
};

type Props = {
  /** The plan chosen; null when the dialog is closed. */
  plan: SubscriptionPlan | null;
  quote: QuoteRead;
  /** A line above the figures (the operator's dialog names the store). */
  intro?: string;
  /** The change is being made: Confirm waits. */
  confirming?: boolean;
  onClose: () => void;
  onConfirm: (plan: SubscriptionPlan) => void;
};

const pounds = (amount: string) => `£${amount}`;

function isDearer(quote: PlanChangeQuote): boolean {
  return quote.currentPrice === null || Number(quote.newPrice) > Number(quote.currentPrice);
}

function titleOf(quote: PlanChangeQuote): string {
  if (quote.kind === 'downgrade') return `Downgrade to ${quote.planName}?`;
  if (quote.kind === 'current') return `Keep ${quote.planName}?`;
  return isDearer(quote) ? `Upgrade to ${quote.planName}?` : `Switch to ${quote.planName}?`;
}

function confirmLabel(quote: PlanChangeQuote | undefined): string {
  if (!quote) return 'Confirm upgrade';
  if (quote.kind === 'downgrade') return 'Confirm downgrade';
  if (quote.kind === 'upgrade' || quote.kind === 'start' || (quote.kind === 'trial' && isDearer(quote)))
    return 'Confirm upgrade';
  return 'Confirm change';
}

/** The sentence under the figures: when the change applies, and what it is made of. */
function explanation(quote: PlanChangeQuote): string[] {
  const days = `${quote.daysRemaining} of the ${quote.daysInPeriod} days`;
  switch (quote.kind) {
    case 'trial':
      return [
        `You will not be charged until your trial ends on ${formatChangeDate(quote.trialEndsAt)}.`,
        `${quote.planName} applies now, and your trial goes on.`,
      ];
    case 'upgrade':
      return [
        `${days} of this billing period are left: ${pounds(quote.charge)} for ${quote.planName}, less ${pounds(quote.credit)} for the unused days of ${quote.currentPlanName ?? 'your plan'}.`,
        quote.appliesAt === 'paid'
          ? `Your ${quote.planName} plan starts once this bill is paid. You can find the bill under Billing History.`
          : `Your ${quote.planName} plan starts now.`,
      ];
    case 'start':
      return [
        `For the ${days} left in this billing period.`,
        `Your ${quote.planName} plan starts once this bill is paid.`,
      ];
    case 'downgrade':
      return [
        `Your plan changes to ${quote.planName} on ${formatChangeDate(quote.effectiveAt)}. Until then you keep ${quote.currentPlanName ?? 'your plan'}.`,
      ];
    case 'switch':
      return [`Your ${quote.planName} plan starts now.`];
    default:
      return [`You stay on ${quote.planName}; what was scheduled is taken back.`];
  }
}

export function PlanChangeQuoteDialog({ plan, quote, intro, confirming, onClose, onConfirm }: Props) {
  const q = quote.data;
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={q ? titleOf(q) : `Change to ${plan?.name ?? 'this plan'}?`}
      messageAsChild
      message={
        <div className="space-y-3">
          {intro ? <p>{intro}</p> : null}
          {quote.isPending ? <p aria-live="polite">Working out the price…</p> : null}
          {quote.isError ? (
            <p role="alert" className="text-red-700">
              {errorMessage(quote.error)}
            </p>
          ) : null}
          {q ? (
            <>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-foreground">
                <dt>New price</dt>
                <dd className="text-right tabular-nums">
                  {formatPlanPrice(q.newPrice)}
                  {formatPlanPrice(q.newPrice) === 'Free' ? '' : ' per month'}
                </dd>
                <dt className="font-semibold">Charged now</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="plan-change-due">
                  {pounds(q.dueNow)}
                </dd>
              </dl>
              {explanation(q).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </>
          ) : null}
        </div>
      }
      confirmLabel={confirmLabel(q)}
      destructive={false}
      // Without a quote there is nothing to confirm yet.
      pending={!q || confirming}
      // The owner's screen switches the plans off in a read-only store; an operator is never held by it.
      write={false}
      onConfirm={(event) => {
        // The operator's change keeps the dialog open until it is made.
        if (confirming !== undefined) event.preventDefault();
        if (plan) onConfirm(plan);
      }}
    />
  );
}
