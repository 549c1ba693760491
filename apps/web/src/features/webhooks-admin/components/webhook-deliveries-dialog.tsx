// An endpoint's delivery log (ADR 0075): each event sent, its status and attempts, the last answer's
// code, first bytes and duration, the last problem; "Resend" sends one again with the same event id.
import type { WebhookDelivery, WebhookEndpoint } from '@storefleet/contracts';
import { RotateCw } from 'lucide-react';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function statusBadge(delivery: WebhookDelivery) {
  if (delivery.status === 'succeeded') return <Badge variant="secondary">Delivered</Badge>;
  if (delivery.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="outline">{delivery.attempts === 0 ? 'Queued' : 'Retrying'}</Badge>;
}

export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
  tenantId,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  tenantId?: number;
}) {
  const deliveries = useWebhookDeliveries(tenantId, endpoint?.id ?? null);
  const resend = useResendWebhookDelivery(tenantId, endpoint?.id ?? null);
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
          <DialogDescription className="break-all">{endpoint?.url}</DialogDescription>
        </DialogHeader>
        {deliveries.isPending ? (
          <Spinner label="Loading deliveries…" className="py-8" />
        ) : deliveries.isError ? (
          <LoadError what="the deliveries" onRetry={() => deliveries.refetch()} />
        ) : deliveries.data.deliveries.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nothing sent yet. Deliveries appear here when one of this endpoint's events happens.
          </p>
        ) : (
          <ul aria-label="Deliveries" className="divide-y rounded-md border">
            {deliveries.data.deliveries.map((delivery) => (
              <li key={delivery.id} className="space-y-1 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono">{delivery.eventType}</span>
                    {statusBadge(delivery)}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Resend ${delivery.eventType} of ${when(delivery.createdAt)}`}
                    disabled={resend.isPending || !endpoint?.enabled}
                    onClick={() =>
                      resend.mutate(delivery.id, {
                        onSuccess: () => toast({ title: 'Delivery queued to be sent again' }),
                        onError: (error) =>
                          toast({
                            title: 'Could not resend',
                            description: errorMessage(error),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <RotateCw aria-hidden="true" /> Resend
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">
                  {when(delivery.createdAt)} · {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
                  {delivery.responseStatus !== null ? ` · answered ${delivery.responseStatus}` : ''}
                  {delivery.durationMs !== null ? ` in ${delivery.durationMs} ms` : ''}
                  {delivery.nextAttemptAt ? ` · next try ${when(delivery.nextAttemptAt)}` : ''}
                </p>
                {delivery.error ? <p className="text-xs text-destructive">{delivery.error}</p> : null}
                {delivery.responseBody ? (
                  <pre className="max-h-24 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap break-all">
                    {delivery.responseBody}
                  </pre>
                ) : null}
                <p className="font-mono text-[11px] text-muted-foreground break-all">
                  Event {delivery.eventId}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
