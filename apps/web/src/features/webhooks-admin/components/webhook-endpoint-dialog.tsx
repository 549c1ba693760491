// Adding a webhook endpoint (ADR 0075): its URL and the events it wants, ticked; editing one changes
// the same two. Then, once, the signing secret with a copy button and a warning.
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { FormFieldset } from '@/components/form-fieldset.tsx';
import { SecretShownOnceDialog } from '@/components/secret-shown-once-dialog.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhooks.ts';

/** `editing`: the endpoint whose URL and events change; null: a new endpoint. */
export function WebhookEndpointDialog({
  open,
  editing,
  onClose,
  onCreated,
  tenantId,
}: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: CreatedWebhookEndpoint) => void;
  tenantId?: number;
}) {
  const create = useCreateWebhookEndpoint(tenantId);
  const update = useUpdateWebhookEndpoint(tenantId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<{ url?: string; events?: string }>({});
  useEffect(() => {
    if (open) {
      setUrl(editing?.url ?? '');
      setEvents(editing?.events ?? []);
      setError({});
    }
  }, [open, editing]);

  const submit = async () => {
    const problems = {
      url: /^https?:\/\/\S+$/i.test(url.trim())
        ? undefined
        : 'The URL must be a full address starting with https:// (or http://)',
      events: events.length ? undefined : 'Choose at least one event',
    };
    setError(problems);
    if (problems.url || problems.events) return;
    if (editing) {
      await update.mutateAsync({ id: editing.id, input: { url: url.trim(), events } });
      onClose();
    } else {
      onCreated(await create.mutateAsync({ url: url.trim(), events }));
    }
  };

  const toggle = (event: WebhookEventType, on: boolean) => {
    setError((current) => ({ ...current, events: undefined }));
    setEvents((current) =>
      on ? [...current.filter((e) => e !== event), event] : current.filter((e) => e !== event),
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? 'Edit webhook endpoint' : 'Add a webhook endpoint'}
      description="Storefleet sends a signed POST to this URL each time one of the ticked events happens."
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Add Endpoint'}
      pendingLabel="Saving..."
      errorTitle={editing ? 'Could not save the endpoint' : 'Could not add the endpoint'}
    >
      <FormField
        id="webhook-url"
        label="URL"
        error={error.url}
        description="e.g. https://erp.example.com/storefleet"
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError((current) => ({ ...current, url: undefined }));
          }}
        />
      </FormField>
      <FormFieldset legend="Events" error={error.events} errorId="webhook-events-error">
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => {
            const id = `webhook-event-${event.replace('.', '-')}`;
            return (
              <div key={event} className="flex items-start gap-2 rounded-md border p-2">
                <Checkbox
                  id={id}
                  checked={events.includes(event)}
                  onCheckedChange={(checked) => toggle(event, checked === true)}
                  aria-label={event}
                />
                <Label htmlFor={id} className="flex flex-col items-start gap-0.5">
                  <span className="font-mono text-xs">{event}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {WEBHOOK_EVENT_LABELS[event]}
                  </span>
                </Label>
              </div>
            );
          })}
        </div>
      </FormFieldset>
    </FormDialog>
  );
}

/** The signing secret, once: copy it now, it is not shown again. */
export function NewWebhookSecretDialog({
  created,
  onClose,
}: {
  created: CreatedWebhookEndpoint | null;
  onClose: () => void;
}) {
  return (
    <SecretShownOnceDialog
      secret={created?.secret ?? null}
      onClose={onClose}
      title="Your endpoint's signing secret"
      description={
        <>
          Check each delivery's <code>Storefleet-Signature</code> header with it (see the API guide).
        </>
      }
      warning="Anyone with it can forge deliveries to your receiver."
      secretLabel="Signing secret"
    />
  );
}
