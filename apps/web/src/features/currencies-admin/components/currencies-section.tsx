// Store Settings → Currencies (docs/decisions/0105): the store's base currency (changeable only
// while it has no orders, the reason shown otherwise) and the other currencies it sells in, each
// with the owner's rate and rounding rule and what a £10.00 price becomes there, live as it is typed.
import {
  convertPrice,
  decimalToMinor,
  exchangeRateSchema,
  formatCurrency,
  isCurrencyCode,
  type RoundingRule,
  roundingRuleLabels,
  roundingRules,
  type StoreCurrencies,
  type StoreCurrency,
} from '@storefleet/contracts';
import { LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useStoreCurrencies } from '@/components/currencies/store-currencies.ts';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import {
  useRemoveStoreCurrency,
  useSaveStoreCurrency,
  useSetBaseCurrency,
  useUpdateRatesFromFile,
} from '../api/currency-writes.ts';

/** Offered first in the code pickers; any other ISO 4217 code may be typed. */
const COMMON_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'INR',
  'AED',
  'ZAR',
  'MXN',
  'BRL',
];

const names = new Intl.DisplayNames(['en-GB'], { type: 'currency' });
const currencyName = (code: string) => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

const codeProblem = (code: string) =>
  isCurrencyCode(code)
    ? undefined
    : 'Choose a currency by its three-letter ISO 4217 code, such as EUR or USD';

function CurrencyCodes({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {COMMON_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {currencyName(code)}
        </option>
      ))}
    </datalist>
  );
}

function BaseCurrencyForm({ tenantId, saved }: { tenantId?: number; saved: StoreCurrencies }) {
  const id = useId();
  const [code, setCode] = useState(saved.baseCurrency);
  const [error, setError] = useState<string>();
  const save = useSetBaseCurrency(tenantId);
  const blocked = useWriteBlockedReason();
  const locked = saved.baseCurrencyLocked;
  const typed = code.trim().toUpperCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(typed);
    setError(problem);
    if (problem) return;
    save.mutate(typed, {
      onSuccess: (result) => toast({ title: 'Base currency saved', description: result.baseCurrency }),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        id={`${id}-base`}
        label="Base currency"
        error={error}
        description={
          locked ??
          `${currencyName(saved.baseCurrency)}. Your products' prices are in it; reports and bills too.`
        }
        keepDescription
        className="space-y-2 sm:max-w-sm sm:flex-1"
      >
        <Input
          value={code}
          list={`${id}-codes`}
          onChange={(event) => setCode(event.target.value)}
          disabled={locked !== null || blocked !== undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
        />
      </FormField>
      <CurrencyCodes id={`${id}-codes`} />
      <Button
        type="submit"
        className="sm:mt-6"
        variant="outline"
        disabled={locked !== null || save.isPending || typed === saved.baseCurrency}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Change base currency
      </Button>
    </form>
  );
}

/** What the example price becomes at the rate and rule typed, or null while the rate is not one. */
function examplePrice(saved: StoreCurrencies, code: string, rate: string, rounding: RoundingRule) {
  if (!isCurrencyCode(code) || !exchangeRateSchema.safeParse(rate).success) return null;
  const base = decimalToMinor(saved.examplePrice, saved.baseCurrency);
  if (base === null) return null;
  return formatCurrency(convertPrice(base, saved.baseCurrency, code, rate.trim(), rounding), code);
}

function CurrencyForm({
  tenantId,
  saved,
  editing,
  onDone,
}: {
  tenantId?: number;
  saved: StoreCurrencies;
  editing?: StoreCurrency;
  onDone: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState(editing?.currency ?? '');
  const [rate, setRate] = useState(editing?.rate ?? '');
  const [rounding, setRounding] = useState<RoundingRule>(editing?.rounding ?? 'exact');
  const [errors, setErrors] = useState<{ code?: string; rate?: string; form?: string }>({});
  const save = useSaveStoreCurrency(tenantId);
  const typed = code.trim().toUpperCase();
  const example = examplePrice(saved, typed, rate, rounding);
  const basePrice = formatCurrency(
    decimalToMinor(saved.examplePrice, saved.baseCurrency) ?? 0,
    saved.baseCurrency,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rateCheck = exchangeRateSchema.safeParse(rate);
    const found = {
      code:
        codeProblem(typed) ??
        (typed === saved.baseCurrency ? `${typed} is the base currency: its prices are your own` : undefined),
      rate: rateCheck.success ? undefined : rateCheck.error.issues[0]?.message,
    };
    setErrors(found);
    if (found.code || found.rate) return;
    save.mutate(
      { code: typed, input: { rate: rate.trim(), rounding } },
      {
        onSuccess: (result) => {
          toast({
            title: editing ? 'Currency saved' : 'Currency added',
            description: `${result.currency} at ${result.rate}`,
          });
          onDone();
        },
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit ${editing.currency}` : 'Add a currency'}
      className="space-y-4 rounded-md border p-4"
    >
      <p className="text-sm font-medium">{editing ? `Edit ${editing.currency}` : 'Add a currency'}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-code`} label="Currency" error={errors.code} description="A code such as EUR">
          <Input
            value={code}
            list={`${id}-codes`}
            onChange={(event) => setCode(event.target.value)}
            disabled={editing !== undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={3}
          />
        </FormField>
        <CurrencyCodes id={`${id}-codes`} />
        <FormField
          id={`${id}-rate`}
          label={`Rate (per 1 ${saved.baseCurrency})`}
          error={errors.rate}
          description="Units of it one unit of your base currency buys"
        >
          <Input
            value={rate}
            inputMode="decimal"
            placeholder="e.g. 1.165"
            onChange={(event) => setRate(event.target.value)}
            autoComplete="off"
          />
        </FormField>
        <div className="space-y-2">
          <label htmlFor={`${id}-rounding`} className="text-sm font-medium">
            Rounding
          </label>
          <select
            id={`${id}-rounding`}
            className={cn('h-10 w-full', textFieldClasses)}
            value={rounding}
            onChange={(event) => setRounding(event.target.value as RoundingRule)}
          >
            {roundingRules.map((rule) => (
              <option key={rule} value={rule}>
                {roundingRuleLabels[rule]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm" aria-live="polite" data-testid="currency-example">
        {example ? (
          <>
            A {basePrice} price becomes <strong>{example}</strong>
          </>
        ) : (
          <span className="text-muted-foreground">
            Enter a currency and a rate to see what prices become.
          </span>
        )}
      </p>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {editing ? 'Save currency' : 'Add currency'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CurrencyList({
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
  const basePrice = formatCurrency(
    decimalToMinor(saved.examplePrice, saved.baseCurrency) ?? 0,
    saved.baseCurrency,
  );
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

/**
 * The platform's exchange rates, when the operator keeps a file of them: one click, confirmed first,
 * replaces every rate (each currency keeps its rounding rule); what the file lacks is named.
 */
function RatesFromFile({ tenantId, saved }: { tenantId?: number; saved: StoreCurrencies }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateRatesFromFile(tenantId);
  const blocked = useWriteBlockedReason();
  if (!saved.ratesFromFile || saved.currencies.length === 0) return null;
  return (
    <>
      <Button
        variant="outline"
        disabled={blocked !== undefined || update.isPending}
        aria-busy={update.isPending || undefined}
        onClick={() => setAsking(true)}
      >
        {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Update rates from the platform
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : setAsking(false))}
        title="Update every rate?"
        message={`The rates of ${saved.currencies.map((c) => c.currency).join(', ')} are replaced by the platform's latest exchange rates. Your rounding rules and the prices you set by hand stay as they are.`}
        confirmLabel="Update rates"
        destructive={false}
        pending={update.isPending}
        onConfirm={() =>
          update.mutate(undefined, {
            onSuccess: (result) =>
              toast({
                title: 'Rates updated',
                description: [
                  result.updated.length ? `${result.updated.join(', ')} at the rates of ${result.date}.` : '',
                  result.missing.length
                    ? `The platform has no rate for ${result.missing.join(', ')}: kept as it was.`
                    : '',
                ]
                  .filter(Boolean)
                  .join(' '),
              }),
            onError: (failure) =>
              toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}

export function CurrenciesSection({ tenantId }: { tenantId?: number }) {
  const currencies = useStoreCurrencies(tenantId);
  const [editing, setEditing] = useState<StoreCurrency | undefined>();
  // A new key empties the form after each save.
  const [round, setRound] = useState(0);
  return (
    <section className="space-y-4" aria-labelledby="store-currencies-heading">
      <div className="space-y-1">
        <h2 id="store-currencies-heading" className="text-lg font-semibold">
          Currencies
        </h2>
        <p className="text-sm text-muted-foreground">
          The currencies your store shows prices in. A price not set on a product in a currency is converted
          from the base price at your rate, then rounded up by the rule you choose.
        </p>
      </div>
      {currencies.isPending ? (
        <Spinner label="Loading the currencies…" className="py-4" />
      ) : currencies.isError ? (
        <LoadError what="the currencies" onRetry={() => currencies.refetch()} />
      ) : (
        <div className="space-y-4">
          <BaseCurrencyForm
            key={`${currencies.data.baseCurrency}:${currencies.data.baseCurrencyLocked ?? ''}`}
            tenantId={tenantId}
            saved={currencies.data}
          />
          <CurrencyList
            tenantId={tenantId}
            saved={currencies.data}
            onEdit={(currency) => setEditing(currency)}
          />
          <RatesFromFile tenantId={tenantId} saved={currencies.data} />
          <CurrencyForm
            key={editing?.currency ?? `new-${round}`}
            tenantId={tenantId}
            saved={currencies.data}
            editing={editing}
            onDone={() => {
              setEditing(undefined);
              setRound((n) => n + 1);
            }}
          />
        </div>
      )}
    </section>
  );
}
