// Adding a currency the store sells in, or editing one's rate and rounding rule: the form shows
// what the store's example price becomes there, live as the rate is typed.
import {
  exchangeRateSchema,
  type RoundingRule,
  roundingRuleLabels,
  roundingRules,
  type StoreCurrencies,
  type StoreCurrency,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveStoreCurrency } from '../api/currency-writes.ts';
import { CurrencyCodeInput, CurrencyCodes, codeProblem } from './currency-codes.tsx';
import { baseExamplePrice, examplePrice } from './example-price.ts';

export function CurrencyForm({
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
  const basePrice = baseExamplePrice(saved);

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
          <CurrencyCodeInput
            value={code}
            list={`${id}-codes`}
            onCodeChange={setCode}
            disabled={editing !== undefined}
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
