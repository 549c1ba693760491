// Pause, resume and cancel (with confirmation) for one subscription; the store also gets "Renew
// now", which charges the next period today. The same rules hold for the store and the customer.
import type { ProductSubscription, SubscriptionAction } from '@storefleet/contracts';
import { Pause, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { type SubscriptionOwner, useChangeProductSubscription } from '../api/change-product-subscription.ts';
import { useRenewNow } from '../api/renew-now.ts';
import { formatDay } from './format-day.ts';

const done: Record<SubscriptionAction, string> = {
  pause: 'paused',
  resume: 'resumed',
  cancel: 'cancelled',
};

export function SubscriptionActions({
  subscription,
  owner,
}: {
  subscription: ProductSubscription;
  owner: SubscriptionOwner;
}) {
  const change = useChangeProductSubscription(owner);
  const renew = useRenewNow(owner.kind === 'store' ? owner.tenantId : undefined);
  const [confirm, setConfirm] = useState<'cancel' | 'renew' | null>(null);
  const { id, status } = subscription;
  const label = `subscription #${id} (${subscription.productName})`;

  const act = (action: SubscriptionAction) =>
    change.mutate(
      { id, action },
      {
        onSuccess: () =>
          toast({
            title: action === 'cancel' ? 'Subscription Canceled' : 'Subscription Updated',
            description: `Subscription #${id} ${done[action]}.`,
          }),
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    );
  const renewNow = () =>
    renew.mutate(id, {
      onSuccess: (result) =>
        toast({
          title: result.outcome === 'renewed' ? 'Subscription Renewed' : 'Renewal not completed',
          description: result.message,
          variant: result.outcome === 'renewed' ? 'default' : 'destructive',
        }),
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });
  const busy = change.isPending || renew.isPending;

  return (
    <div className="flex flex-wrap items-center gap-1">
      {owner.kind === 'store' && status === 'active' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Renew ${label} now`}
          title="Renew now"
          disabled={busy}
          onClick={() => setConfirm('renew')}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {status === 'active' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Pause ${label}`}
          title="Pause"
          disabled={busy}
          onClick={() => act('pause')}
        >
          <Pause aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {status === 'paused' || status === 'past_due' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Resume ${label}`}
          title="Resume"
          disabled={busy}
          onClick={() => act('resume')}
        >
          <Play aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {status !== 'cancelled' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Cancel ${label}`}
          title="Cancel"
          disabled={busy}
          onClick={() => setConfirm('cancel')}
        >
          <Trash2 aria-hidden="true" className="size-4 text-destructive" />
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'renew' ? `Renew subscription #${id} now?` : `Cancel subscription #${id}?`}
        message={
          confirm === 'renew'
            ? `The saved card is charged £${subscription.amount} today for the next period instead of on ${formatDay(subscription.nextBillingDate)}, and a renewal order is made.`
            : `No further payments are taken for ${subscription.productName}. This cannot be undone.`
        }
        cancelLabel={confirm === 'renew' ? 'Not now' : 'Keep subscription'}
        confirmLabel={confirm === 'renew' ? 'Charge now' : 'Cancel subscription'}
        destructive={confirm === 'cancel'}
        onConfirm={() => (confirm === 'renew' ? renewNow() : act('cancel'))}
      />
    </div>
  );
}
