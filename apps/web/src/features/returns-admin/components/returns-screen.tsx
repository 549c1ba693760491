// The store's Returns screen: every return, newest first, filtered by status, as cards that fit a
// phone. Each offers its next step: approve (the customer is e-mailed how to send the items back)
// or decline with a reason; mark received, choosing the lines to restock; refund through the
// refund path, or close an exchange (a dearer replacement's difference is shown as due).
import { formatMoneyIn, type OrderReturn, returnStatuses, returnStatusLabels } from '@storefleet/contracts';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { type ReturnStep, useReturnStep, useStoreReturns } from '../api/returns.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const money = (amount: string, currency: string) => `${formatMoneyIn('en', amount, currency)} ${currency}`;

/** `tenantId`: the store in a super admin's URL; undefined is the member's own store. */
export function ReturnsScreen({ tenantId }: { tenantId?: number }) {
  const [status, setStatus] = useState('all');
  const returns = useStoreReturns({ tenantId, status });
  const rows = returns.data?.returns ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="return-status">Status</Label>
          <select
            id="return-status"
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="all">All returns</option>
            {returnStatuses.map((s) => (
              <option key={s} value={s}>
                {returnStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {returns.isPending ? (
        <Spinner label="Loading returns…" className="py-16" />
      ) : returns.isError ? (
        <LoadError what="returns" onRetry={() => returns.refetch()} />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState icon={PackageOpen} title="No returns" titleAs="p" className="py-16">
            {status === 'all'
              ? 'Returns appear here when a customer asks to send items back from their order page.'
              : `No return is ${returnStatusLabels[status as OrderReturn['status']].toLowerCase()}.`}
          </EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Returns">
          {rows.map((entry) => (
            <ReturnCard key={entry.id} entry={entry} tenantId={tenantId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReturnCard({ entry, tenantId }: { entry: OrderReturn; tenantId?: number }) {
  const exchange = entry.lines.some((l) => l.exchange !== null);
  const difference = Number(entry.exchangeDifference);
  return (
    <li>
      <Card className="space-y-3 p-4 text-sm" data-testid="return-card">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-base font-semibold">
              Return #{entry.id} · Order #{entry.orderNumber}
            </p>
            <p className="text-muted-foreground">
              {entry.customerName} · {entry.customerEmail}
            </p>
            <p className="text-muted-foreground">
              Asked on <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
            </p>
          </div>
          <ReturnStatusBadge status={entry.status} />
        </div>
        <ul className="space-y-1">
          {entry.lines.map((line) => (
            <li key={line.orderItemId} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {line.quantity} × {line.name}
                {line.variantString ? (
                  <span className="text-muted-foreground"> ({line.variantString})</span>
                ) : null}
                {line.exchange ? (
                  <span className="block text-muted-foreground">
                    Exchange for {line.exchange.variantString} at{' '}
                    {money(line.exchange.unitPrice, entry.currency)}
                  </span>
                ) : null}
                {line.restockedQuantity > 0 ? (
                  <span className="block text-muted-foreground">Restocked {line.restockedQuantity}</span>
                ) : null}
              </span>
              <span>{money(line.unitPrice, entry.currency)} each</span>
            </li>
          ))}
        </ul>
        <p>
          <span className="font-medium">Reason:</span> {entry.reason}
        </p>
        {entry.declineReason ? (
          <p>
            <span className="font-medium">Declined:</span> {entry.declineReason}
          </p>
        ) : null}
        {exchange && difference !== 0 ? (
          <p>
            {difference < 0
              ? `The replacement is cheaper: ${money(entry.exchangeDifference.replace('-', ''), entry.currency)} to refund`
              : `The replacement is dearer: ${money(entry.exchangeDifference, entry.currency)} due from the customer`}
          </p>
        ) : null}
        {Number(entry.refunded) > 0 ? <p>Refunded {money(entry.refunded, entry.currency)}</p> : null}
        {Number(entry.amountDue) > 0 ? (
          <p className="font-medium text-amber-900">
            {money(entry.amountDue, entry.currency)} due from the customer: a payment link was e-mailed to
            them
          </p>
        ) : null}
        <ReturnActions entry={entry} tenantId={tenantId} exchange={exchange} />
      </Card>
    </li>
  );
}

function ReturnActions({
  entry,
  tenantId,
  exchange,
}: {
  entry: OrderReturn;
  tenantId?: number;
  exchange: boolean;
}) {
  const step = useReturnStep(tenantId);
  const [declining, setDeclining] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const run = (next: ReturnStep, done: string) =>
    step.mutateAsync({ returnId: entry.id, step: next }).then(
      () => toast({ title: done }),
      (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update the return'),
          variant: 'destructive',
        });
        throw error;
      },
    );
  const label = `return #${entry.id}`;
  if (entry.status === 'requested') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={<Button size="sm">Approve</Button>}
          title={`Approve ${label}?`}
          message="The customer is e-mailed how to send the items back."
          confirmLabel="Approve"
          destructive={false}
          pending={step.isPending}
          onConfirm={() => run({ action: 'approve' }, `Return #${entry.id} approved`).catch(() => undefined)}
        />
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          Decline
        </Button>
        <DeclineDialog
          open={declining}
          onOpenChange={setDeclining}
          title={`Decline ${label}`}
          onDecline={async (reason) => {
            await run({ action: 'decline', reason }, `Return #${entry.id} declined`);
            setDeclining(false);
          }}
        />
      </div>
    );
  }
  if (entry.status === 'approved') {
    return (
      <>
        <Button size="sm" onClick={() => setReceiving(true)}>
          Mark received
        </Button>
        <ReceiveDialog
          open={receiving}
          onOpenChange={setReceiving}
          entry={entry}
          onReceive={async (restockOrderItemIds) => {
            await run({ action: 'receive', restockOrderItemIds }, `Return #${entry.id} received`);
            setReceiving(false);
          }}
        />
      </>
    );
  }
  if (entry.status === 'received') {
    return (
      <ConfirmDialog
        trigger={<Button size="sm">{exchange ? 'Complete exchange' : 'Refund'}</Button>}
        title={exchange ? `Complete the exchange of ${label}?` : `Refund ${label}?`}
        message={
          exchange
            ? 'Any cheaper replacement’s difference and any items not exchanged are refunded to the card; a dearer replacement’s difference is recorded as due from the customer. This cannot be undone.'
            : 'The returned items are refunded to the customer’s card, once, and the customer is e-mailed. This cannot be undone.'
        }
        confirmLabel={exchange ? 'Complete exchange' : 'Refund'}
        pending={step.isPending}
        onConfirm={() =>
          run(
            { action: 'refund' },
            exchange ? `Return #${entry.id} exchanged` : `Return #${entry.id} refunded`,
          ).catch(() => undefined)
        }
      />
    );
  }
  return null;
}

function DeclineDialog({
  open,
  onOpenChange,
  title,
  onDecline,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  onDecline(reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={title}
      description="The customer is e-mailed your reason."
      submitLabel="Decline return"
      pendingLabel="Declining…"
      onSubmit={async () => {
        if (!reason.trim()) return setError('Reason is required');
        await onDecline(reason.trim());
      }}
    >
      <FormField id="decline-reason" label="Reason" error={error}>
        <Textarea
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

function ReceiveDialog({
  open,
  onOpenChange,
  entry,
  onReceive,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  entry: OrderReturn;
  onReceive(restockOrderItemIds: number[]): Promise<void>;
}) {
  const [restock, setRestock] = useState<number[]>(() => entry.lines.map((l) => l.orderItemId));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark return #${entry.id} received`}
      description="Tick the items going back on the shelf; leave damaged ones unticked."
      submitLabel="Mark received"
      pendingLabel="Saving…"
      onSubmit={() => onReceive(restock)}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Restock</legend>
        {entry.lines.map((line) => {
          const id = `restock-${entry.id}-${line.orderItemId}`;
          return (
            <div key={line.orderItemId} className="flex items-center gap-3">
              <Checkbox
                id={id}
                checked={restock.includes(line.orderItemId)}
                onCheckedChange={(checked) =>
                  setRestock((now) =>
                    checked === true
                      ? [...now, line.orderItemId]
                      : now.filter((orderItemId) => orderItemId !== line.orderItemId),
                  )
                }
              />
              <Label htmlFor={id}>
                Restock {line.quantity} × {line.name}
                {line.variantString ? ` (${line.variantString})` : ''}
              </Label>
            </div>
          );
        })}
      </fieldset>
      <FieldError id={`receive-${entry.id}-error`} />
    </FormDialog>
  );
}
