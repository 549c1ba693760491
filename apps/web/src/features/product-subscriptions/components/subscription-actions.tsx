// Pause, resume and cancel (with confirmation) for one subscription; the store also gets "Renew
// now", which charges the next period today. The same rules hold for the store and the customer.
import type { ProductSubscription, SubscriptionAction } from '@storefleet/contracts';
import { Pause, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { longDateFormat } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { type SubscriptionOwner, useChangeProductSubscription } from '../api/change-product-subscription.ts';
import { useRenewNow } from '../api/renew-now.ts';

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
  const t = useT();
  const { language } = useLanguage();
  const formatDay = (iso: string | null) => (iso ? longDateFormat(language).format(new Date(iso)) : '—');
  const label = { id, name: subscription.productName };

  const act = (action: SubscriptionAction) =>
    change.mutate(
      { id, action },
      {
        onSuccess: () =>
          toast({
            title: action === 'cancel' ? t('subscriptions.canceledTitle') : t('subscriptions.updatedTitle'),
            description: t(`subscriptions.done.${action}`, { id }),
          }),
        onError: (e) =>
          toast({ title: t('subscriptions.error'), description: errorMessage(e), variant: 'destructive' }),
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
          aria-label={`Renew subscription #${id} (${subscription.productName}) now`}
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
          aria-label={t('subscriptions.pauseLabel', label)}
          title={t('subscriptions.pause')}
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
          aria-label={t('subscriptions.resumeLabel', label)}
          title={t('subscriptions.resume')}
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
          aria-label={t('subscriptions.cancelLabel', label)}
          title={t('common.cancel')}
          disabled={busy}
          onClick={() => setConfirm('cancel')}
        >
          <Trash2 aria-hidden="true" className="size-4 text-destructive" />
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={
          confirm === 'renew' ? `Renew subscription #${id} now?` : t('subscriptions.cancelTitle', { id })
        }
        message={
          confirm === 'renew'
            ? `The saved card is charged £${subscription.amount} today for the next period instead of on ${formatDay(subscription.nextBillingDate)}, and a renewal order is made.`
            : t('subscriptions.cancelMessage', { name: subscription.productName })
        }
        cancelLabel={confirm === 'renew' ? 'Not now' : t('subscriptions.keep')}
        confirmLabel={confirm === 'renew' ? 'Charge now' : t('subscriptions.cancelConfirm')}
        destructive={confirm === 'cancel'}
        onConfirm={() => (confirm === 'renew' ? renewNow() : act('cancel'))}
      />
    </div>
  );
}
