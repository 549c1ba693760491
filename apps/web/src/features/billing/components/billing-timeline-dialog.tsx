// A store's billing timeline for the operator (ADR 0085): every step recordBillingStep wrote — bills
// raised, charges, failures, holds, restores, refunds and waivers — newest first.
import { History } from 'lucide-react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBillingTimeline } from '../api/get-billing-timeline.ts';
import { billMoney } from './bill-money.ts';

const kinds: Record<string, [string, BadgeVariant]> = {
  bill_raised: ['Bill raised', 'info'],
  paid: ['Paid', 'success'],
  charge_failed: ['Charge failed', 'danger'],
  read_only: ['Read-only', 'warning'],
  suspended: ['Suspended', 'danger'],
  restored: ['Restored', 'success'],
  refunded: ['Refunded', 'neutral'],
  waived: ['Waived', 'neutral'],
  plan_changed: ['Plan changed', 'info'],
  card_saved: ['Card saved', 'neutral'],
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export type TimelineStore = { id: number; name: string };

export function BillingTimelineDialog({
  store,
  onOpenChange,
}: {
  store: TimelineStore | null;
  onOpenChange: (open: boolean) => void;
}) {
  const timeline = useBillingTimeline(store?.id ?? null);
  const events = timeline.data?.events;
  return (
    <DialogShell
      open={store !== null}
      onOpenChange={onOpenChange}
      title={`${store?.name ?? 'Store'}: billing timeline`}
      description="Bills raised, charges, failures, holds, refunds and waivers, newest first (times in UTC)."
      className="max-h-[85vh] overflow-y-auto sm:max-w-2xl"
    >
      {timeline.isPending ? <Spinner label="Loading the timeline…" className="py-8" /> : null}
      {timeline.isError ? (
        <LoadError message="Failed to load the billing timeline." onRetry={() => timeline.refetch()} />
      ) : null}
      {events && events.length === 0 ? (
        <EmptyState icon={History} title="Nothing on this store’s billing timeline yet." titleAs="p" />
      ) : null}
      {events && events.length > 0 ? (
        <ol className="space-y-3" aria-label="Billing timeline">
          {events.map((event) => {
            const [label, variant] = kinds[event.kind] ?? [event.kind, 'outline' as const];
            return (
              <li key={event.id} className="rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge variant={variant}>{label}</Badge>
                  <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
                    {when.format(new Date(event.createdAt))}
                  </time>
                </div>
                <p className="mt-2 text-sm">{event.message}</p>
                {event.amount ? (
                  <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                    {billMoney(event.amount, event.currency)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </DialogShell>
  );
}
