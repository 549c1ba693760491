// The admin's banner while a bill's card charge has failed (ADR 0084): how much, when the card is
// tried again, and where to update it. Shown to members who may manage billing.
import type { BillingAccount } from '@storefleet/contracts';
import { formatMoney } from '@storefleet/contracts';
import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '@/lib/format-date.ts';

export function PastDueBanner({ account, linkToCard }: { account: BillingAccount; linkToCard: boolean }) {
  const pastDue = account.pastDue;
  if (!pastDue) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="space-y-1">
        <p className="font-medium">
          Your payment of {formatMoney(pastDue.amount)} failed
          {pastDue.lastError ? `: ${pastDue.lastError}` : '.'}
        </p>
        <p>
          {pastDue.nextRetryAt
            ? `We will try your card again on ${formatDate(pastDue.nextRetryAt)}. `
            : 'We will not try your card again. '}
          Update your card to pay it now.{' '}
          {linkToCard ? (
            <Link href="/subscription" className="font-medium underline underline-offset-4">
              Update card
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}
