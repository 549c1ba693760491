// Returns on the shopper's order page: each return of the order with its status (requested,
// approved, declined with the store's reason, received, refunded or exchanged), all from the order
// list, and, while the store's return window is open, "Return items": how many of each sent line, a reason, and the
// store's returns policy, and optionally another option of a line's product instead of a refund
// (an exchange; POST /api/orders/{id}/returns).
import type { AccountOrder, OrderReturn, OrderReturnOptions } from '@storefleet/contracts';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useShopperText } from '@/lib/i18n/api-message.ts';
import { longDateFormat } from '@/lib/i18n/format.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { toast } from '@/lib/toast.ts';
import { useOrderReturns, useRequestReturn } from '../api/order-returns.ts';

/** The policy's words without its markup (it is shown as text here; the full page renders it). */
function policyText(html: string): string {
  if (!html) return '';
  // Rendered on the server (no DOMParser there) the tags are only dropped.
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

function ReturnSummary({ entry }: { entry: OrderReturn }) {
  const t = useT();
  const money = useMoney();
  return (
    <li className="space-y-1 rounded-md border p-3" data-testid="order-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-foreground">{t('returns.number', { id: entry.id })}</span>
        <ReturnStatusBadge status={entry.status} label={t(`returnStatus.${entry.status}`)} />
      </div>
      <p>
        {entry.lines
          .map((l) => `${l.quantity} × ${l.name}${l.exchange ? ` → ${l.exchange.variantString}` : ''}`)
          .join(', ')}
      </p>
      {entry.declineReason ? <p>{t('returns.storeReason', { reason: entry.declineReason })}</p> : null}
      {entry.status === 'approved' ? <p>{t('returns.approved')}</p> : null}
      {Number(entry.refunded) > 0 ? (
        <p>
          {t('returns.refunded', { amount: money(entry.refunded, entry.currency), currency: entry.currency })}
        </p>
      ) : null}
      {Number(entry.amountDue) > 0 ? (
        <p>
          {t('returns.amountDue', {
            amount: money(entry.amountDue, entry.currency),
            currency: entry.currency,
          })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The order's returns and "Return items", from the order list itself (GET /api/orders carries each
 * order's returns and return window): nothing is asked per order. The form's options (what may go
 * back, the exchanges offered, the store's policy) are asked for only when the customer opens it.
 */
export function OrderReturns({ order }: { order: AccountOrder }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const { language } = useLanguage();
  const shopperText = useShopperText();
  if (order.fulfilments.length === 0) return null;
  const { returns, returnWindow } = order;
  return (
    <section className="space-y-2 sm:col-span-2" aria-label={t('returns.sectionLabel', { id: order.id })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{t('returns.title')}</h4>
        {returnWindow.canReturn ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('returns.returnItems')}
          </Button>
        ) : null}
      </div>
      {returns.length > 0 ? (
        <ul className="space-y-2 text-muted-foreground">
          {returns.map((entry) => (
            <ReturnSummary key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {(returnWindow.refusal && shopperText(returnWindow.refusal)) ??
          (returnWindow.deadline
            ? t('returns.until', {
                date: longDateFormat(language).format(new Date(returnWindow.deadline)),
                days: returnWindow.windowDays,
              })
            : '')}
      </p>
      {open ? <ReturnRequest orderId={order.id} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

/** The form's options, asked for once the customer opens it. */
function ReturnRequest({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const t = useT();
  const options = useOrderReturns(orderId, true);
  if (options.isPending) return <Spinner label={t('returns.formLoading')} />;
  if (options.isError) {
    return (
      <LoadError
        message={t('returns.formFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => options.refetch()}
      />
    );
  }
  return (
    <ReturnRequestDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      options={options.data}
    />
  );
}

export function ReturnRequestDialog({
  open,
  onOpenChange,
  options,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  options: OrderReturnOptions;
}) {
  const t = useT();
  const request = useRequestReturn(options.orderId);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** Lines to exchange: order line → the option choice wanted instead. */
  const [exchanges, setExchanges] = useState<Record<number, Record<string, string>>>({});
  const policy = policyText(options.policy);
  const lines = options.lines.filter((l) => l.returnable > 0);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setQuantities({});
          setReason('');
          setError(undefined);
          setExchanges({});
        }
        onOpenChange(next);
      }}
      title={t('returns.returnItems')}
      description={t('returns.dialogIntro', { days: options.windowDays })}
      submitLabel={t('returns.submit')}
      pendingLabel={t('returns.sending')}
      errorTitle={t('returns.failed')}
      cancelLabel={t('common.cancel')}
      onSubmit={async () => {
        const chosen = lines
          .map((l) => ({ orderItemId: l.orderItemId, quantity: Number(quantities[l.orderItemId] ?? 0) }))
          .filter((l) => l.quantity > 0);
        if (chosen.length === 0) return setError(t('returns.chooseItem'));
        if (!reason.trim()) return setError(t('returns.reasonRequired'));
        setError(undefined);
        const exchange = chosen.flatMap((l) =>
          exchanges[l.orderItemId]
            ? [{ orderItemId: l.orderItemId, variants: exchanges[l.orderItemId]! }]
            : [],
        );
        await request.mutateAsync({ lines: chosen, reason: reason.trim(), exchange });
        toast({ title: t('returns.requested'), description: t('returns.requestedText') });
        onOpenChange(false);
      }}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('returns.howMany')}</legend>
        {lines.map((line) => (
          <FormField
            key={line.orderItemId}
            id={`return-qty-${line.orderItemId}`}
            label={`${line.name}${line.variantString ? ` (${line.variantString})` : ''}`}
            description={t('returns.upTo', { max: line.returnable })}
            className="grid grid-cols-[1fr_5rem] items-center gap-x-3"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={line.returnable}
              value={quantities[line.orderItemId] ?? '0'}
              onChange={(event) => {
                setError(undefined);
                setQuantities((q) => ({ ...q, [line.orderItemId]: event.target.value }));
              }}
            />
          </FormField>
        ))}
      </fieldset>
      {lines.some((l) => l.exchangeOptions.length > 0) ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('returns.exchangeTitle')}</legend>
          {lines
            .filter((l) => l.exchangeOptions.length > 0)
            .map((line) => {
              const id = `exchange-${line.orderItemId}`;
              const wanted = exchanges[line.orderItemId];
              const current = (group: string) =>
                Object.entries(line.selectedVariants).find(
                  ([k]) => k.toLowerCase() === group.toLowerCase(),
                )?.[1] ?? '';
              return (
                <div key={line.orderItemId} className="space-y-2">
                  <div className="flex items-center gap-3">
                    <Checkbox
                      id={id}
                      checked={wanted !== undefined}
                      onCheckedChange={(checked) =>
                        setExchanges((now) => {
                          const { [line.orderItemId]: _, ...rest } = now;
                          if (checked !== true) return rest;
                          const start = Object.fromEntries(
                            line.exchangeOptions.map((g) => [g.name, current(g.name) || g.values[0]!]),
                          );
                          return { ...rest, [line.orderItemId]: start };
                        })
                      }
                    />
                    <Label htmlFor={id}>{t('returns.exchangeLine', { name: line.name })}</Label>
                  </div>
                  {wanted ? (
                    <div className="flex flex-wrap gap-3 pl-7">
                      {line.exchangeOptions.map((group) => (
                        <div key={group.name} className="flex flex-col gap-1">
                          <Label htmlFor={`${id}-${group.name}`}>{group.name}</Label>
                          <select
                            id={`${id}-${group.name}`}
                            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                            value={wanted[group.name] ?? ''}
                            onChange={(event) =>
                              setExchanges((now) => ({
                                ...now,
                                [line.orderItemId]: { ...wanted, [group.name]: event.target.value },
                              }))
                            }
                          >
                            {group.values.map((value) => (
                              <option key={value} value={value}>
                                {value}
                              </option>
                            ))}
                          </select>
                        </div>
                      ))}
                    </div>
                  ) : null}
                </div>
              );
            })}
          <p className="text-xs text-muted-foreground">{t('returns.exchangeDifference')}</p>
        </fieldset>
      ) : null}
      <FormField id="return-reason" label={t('returns.reason')}>
        <Textarea
          value={reason}
          maxLength={500}
          rows={3}
          placeholder={t('returns.reasonExample')}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <FieldError id="return-error" message={error} />
      <div className="space-y-1 rounded-md bg-muted p-3 text-xs text-muted-foreground">
        <p className="font-medium text-foreground">{t('returns.policy')}</p>
        <p className="max-h-32 overflow-y-auto">{policy || t('returns.noPolicy')}</p>
      </div>
    </FormDialog>
  );
}
