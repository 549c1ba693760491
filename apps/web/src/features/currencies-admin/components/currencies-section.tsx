// Store Settings → Currencies (docs/decisions/0105): the store's base currency (changeable only
// while it has no orders, the reason shown otherwise) and the other currencies it sells in, each
// with the owner's rate and rounding rule and what a £10.00 price becomes there, live as it is typed.
// This section loads them and lays out its parts; each part is a file of its own beside it.
import type { StoreCurrency } from '@storefleet/contracts';
import { useState } from 'react';
import { useStoreCurrencies } from '@/components/currencies/store-currencies.ts';
import { SettingsSection } from '@/components/settings-section.tsx';
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
    <SettingsSection
      id="store-currencies"
      title="Currencies"
      intro="The currencies your store shows prices in. A price not set on a product in a currency is converted from the base price at your rate, then rounded up by the rule you choose."
      read={currencies}
      what="the currencies"
    >
      {(saved) => (
        <div className="space-y-4">
          <BaseCurrencyForm
            key={`${saved.baseCurrency}:${saved.baseCurrencyLocked ?? ''}`}
            tenantId={tenantId}
            saved={saved}
          />
          <CurrencyList tenantId={tenantId} saved={saved} onEdit={(currency) => setEditing(currency)} />
          <RatesFromFile tenantId={tenantId} saved={saved} />
          <CurrencyForm
            key={editing?.currency ?? `new-${round}`}
            tenantId={tenantId}
            saved={saved}
            editing={editing}
            onDone={() => {
              setEditing(undefined);
              setRound((n) => n + 1);
            }}
          />
        </div>
      )}
    </SettingsSection>
  );
}
