// The other currencies the store sells in, each with its rate, rounding rule and what the example
// price becomes there; editing one hands it to the form, removing one asks first.
import {
  decimalToMinor,
  formatCurrency,
  roundingRuleLabels,
  type StoreCurrencies,
  type StoreCurrency,
} from '@storefleet/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useRemoveStoreCurrency } from '../api/currency-writes.ts';
import { currencyName } from './currency-codes.tsx';
import { baseExamplePrice } from './example-price.ts';

export function CurrencyList({
  tenantId,
  saved,
  onEdit,
}: {
  tenantId?: number;
  saved: StoreCurrencies;
  onEdit: (currency: StoreCurrency) => void;
}) {
  const [removing, setRemoving] = useState<StoreCurrency | null>(null);
  const remove = useRemoveStoreCurrency(tenantId);
  const blocked = useWriteBlockedReason();
  const basePrice = baseExamplePrice(saved);
  if (saved.currencies.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        Your store sells only in {saved.baseCurrency}. Add a currency to show prices in it.
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y rounded-md border" aria-label="Other currencies">
        {saved.currencies.map((currency) => {
          const example = decimalToMinor(currency.example, currency.currency);
          return (
            <li
              key={currency.currency}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium">
                  {currency.currency}{' '}
                  <span className="font-normal text-muted-foreground">{currencyName(currency.currency)}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  1 {saved.baseCurrency} = {currency.rate} {currency.currency} ·{' '}
                  {roundingRuleLabels[currency.rounding]}
                </p>
                <p className="text-sm">
                  {basePrice} becomes{' '}
                  <strong>
                    {example === null ? currency.example : formatCurrency(example, currency.currency)}
                  </strong>
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(currency)}
                  aria-label={`Edit ${currency.currency}`}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={blocked !== undefined}
                  onClick={() => setRemoving(currency)}
                  aria-label={`Remove ${currency.currency}`}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Stop selling in ${removing?.currency ?? ''}?`}
        message={`Shoppers will no longer see prices in ${removing ? currencyName(removing.currency) : ''}, and the prices you set in it on products are deleted.`}
        confirmLabel="Remove currency"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          const code = removing.currency;
          remove.mutate(code, {
            onSuccess: () => toast({ title: 'Currency removed', description: code }),
            onError: (failure) =>
              toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' }),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </>
  );
}
