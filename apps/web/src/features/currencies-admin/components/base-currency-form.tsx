// The store's base currency: the currency its own prices, reports and bills are in. Changeable only
// while the store has no orders; once it has, the field is disabled and the reason shown beneath it.
import type { StoreCurrencies } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSetBaseCurrency } from '../api/currency-writes.ts';
import { CurrencyCodeInput, CurrencyCodes, codeProblem, currencyName } from './currency-codes.tsx';

export function BaseCurrencyForm({ tenantId, saved }: { tenantId?: number; saved: StoreCurrencies }) {
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
        <CurrencyCodeInput
          value={code}
          list={`${id}-codes`}
          onCodeChange={setCode}
          disabled={locked !== null || blocked !== undefined}
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
