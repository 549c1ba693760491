// Store Settings → Currencies (docs/decisions/0105): the store's base currency (changeable only
// while it has no orders, the reason shown otherwise) and the other currencies it sells in, each
// with the owner's rate and rounding rule and what a £10.00 price becomes there, live as it is typed.
// This section loads them and lays out its parts; each part is a file of its own beside it.
import type { StoreCurrency } from '@storefleet/contracts';
import { useState } from 'react';
import { useStoreCurrencies } from '@/components/currencies/store-currencies.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { BaseCurrencyForm } from './base-currency-form.tsx';
import { CurrencyForm } from './currency-form.tsx';
import { CurrencyList } from './currency-list.tsx';
import { RatesFromFile } from './rates-from-file.tsx';

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
