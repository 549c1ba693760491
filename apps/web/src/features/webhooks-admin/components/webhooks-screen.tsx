// Settings → Webhooks (ADR 0075), owners only: the store's endpoints (URL, events, on or off and
// why), adding one (its signing secret shown once), editing its events, turning it off and on,
// deleting it after confirmation, and its delivery log with Resend.
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@storefleet/contracts';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint, useWebhookEndpoints } from '../api/webhooks.ts';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { NewWebhookSecretDialog, WebhookEndpointDialog } from './webhook-endpoint-dialog.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

export function WebhooksScreen({ tenantId }: { tenantId?: number }) {
  const endpoints = useWebhookEndpoints(tenantId);
  const update = useUpdateWebhookEndpoint(tenantId);
  const remove = useDeleteWebhookEndpoint(tenantId);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, input: { enabled } },
      {
        onSuccess: () => toast({ title: enabled ? 'Endpoint turned on' : 'Endpoint turned off' }),
        onError: (error) =>
          toast({
            title: 'Could not change the endpoint',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Webhooks tell your own systems when orders, products, stock, customers or discounts change: a signed
          POST to your URL for each event.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Webhook aria-hidden="true" /> Add Endpoint
        </Button>
      </div>
      {endpoints.isPending ? (
        <Spinner label="Loading webhooks…" className="py-12" />
      ) : endpoints.isError ? (
        <LoadError what="the webhooks" onRetry={() => endpoints.refetch()} />
      ) : endpoints.data.endpoints.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          No webhook endpoints yet. Add one to be told of new orders, payments, refunds and more.
        </p>
      ) : (
        <ul aria-label="Webhook endpoints" className="space-y-3">
          {endpoints.data.endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Card className="space-y-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <p className="font-mono text-sm font-medium break-all">{endpoint.url}</p>
                    <p className="text-xs text-muted-foreground">
                      Added {day(endpoint.createdAt)}
                      {endpoint.failingSince ? ` · failing since ${day(endpoint.failingSince)}` : ''}
                    </p>
                    {endpoint.disabledReason ? (
                      <p className="text-xs text-destructive">{endpoint.disabledReason}</p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-2">
                    {endpoint.enabled ? (
                      <Badge variant="secondary">On</Badge>
                    ) : (
                      <Badge variant="outline">Off</Badge>
                    )}
                    <Switch
                      checked={endpoint.enabled}
                      disabled={update.isPending}
                      onCheckedChange={(on) => setEnabled(endpoint, on)}
                      aria-label={`Send events to ${endpoint.url}`}
                    />
                  </div>
                </div>
                <div className="flex flex-wrap gap-1">
                  {endpoint.events.map((event) => (
                    <Badge key={event} variant="outline" className="font-mono">
                      {event}
                    </Badge>
                  ))}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setViewing(endpoint)}>
                    Deliveries
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing(endpoint)}>
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${endpoint.url}`}
                    onClick={() => setDeleting(endpoint)}
                  >
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <WebhookEndpointDialog
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(endpoint) => {
          setEditing(null);
          setCreated(endpoint);
        }}
        tenantId={tenantId}
      />
      <NewWebhookSecretDialog created={created} onClose={() => setCreated(null)} />
      <WebhookDeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} tenantId={tenantId} />
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => 'Delete this webhook endpoint?'}
        message={(endpoint) =>
          `Nothing more is sent to ${endpoint.url}, and its delivery log is deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        mutation={remove}
        variables={(endpoint) => endpoint.id}
        done="Webhook endpoint deleted"
        failed="Could not delete the endpoint"
      />
    </div>
  );
}
