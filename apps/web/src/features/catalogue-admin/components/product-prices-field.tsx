// The product form's "Prices in other currencies" (docs/decisions/0105): for each currency the store
// sells in besides its base one, an optional price; blank, the shopper sees the base price
// converted at the store's rate and rounded by its rule, shown here as the placeholder.
import type { StoreCurrencies } from '@storefleet/contracts';
import { convertedPrice } from '@/components/currencies/store-currencies.ts';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export type TypedPrices = Record<string, string>;

export function ProductPricesField({
  currencies,
  basePrice,
  prices,
  errors,
  onChange,
}: {
  currencies: StoreCurrencies;
  /** The product's price as typed in the base currency. */
  basePrice: string;
  prices: TypedPrices;
  errors: Record<string, string | undefined>;
  onChange: (currency: string, price: string) => void;
}) {
  if (currencies.currencies.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Prices in other currencies</legend>
      <p className="text-xs text-muted-foreground">
        Optional. Leave one blank and shoppers see the {currencies.baseCurrency} price converted at your rate
        and rounding (Settings → Store Settings → Currencies), shown greyed in the field.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {currencies.currencies.map((currency) => (
          <FormField
            key={currency.currency}
            id={`product-price-${currency.currency}`}
            label={`Price (${currency.currency})`}
            error={errors[currency.currency]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={prices[currency.currency] ?? ''}
              placeholder={convertedPrice(basePrice, currencies.baseCurrency, currency) ?? 'Converted'}
              onChange={(event) => onChange(currency.currency, event.target.value)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
