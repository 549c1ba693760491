// The product form's "Prices in other currencies": the saved product-level prices, what the owner
// typed over them, and the set to save with the product.
import { decimalToMinor, minorDigits, type ProductPrice } from '@storefleet/contracts';
import { useState } from 'react';
import { useStoreCurrencies } from '@/components/currencies/store-currencies.ts';
import { useProductPrices } from '../api/product-prices.ts';
import type { ProductDialogMode } from './product-form-values.ts';
import type { TypedPrices } from './product-prices-field.tsx';

export type ProductPriceInput = Pick<ProductPrice, 'currency' | 'price' | 'variantId'>;

/**
 * "Prices in other currencies": what the owner typed over the saved product-level prices, checked
 * against each currency's minor digits; the variants' own prices (set through the API) are kept.
 */
export function useCurrencyPrices(mode: ProductDialogMode, tenantId: number | undefined) {
  const currencies = useStoreCurrencies(tenantId);
  const saved = useProductPrices(tenantId, mode.kind === 'create' ? null : mode.product.id);
  const [typed, setTyped] = useState<TypedPrices | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const savedRows = saved.data?.prices ?? [];
  const shown: TypedPrices =
    typed ??
    Object.fromEntries(
      savedRows.filter((row) => row.variantId === null).map((row) => [row.currency, row.price]),
    );
  const enabled = currencies.data?.currencies.map((c) => c.currency) ?? [];
  return {
    currencies: currencies.data,
    shown,
    errors,
    edited: typed !== null,
    edit: (currency: string, price: string) => {
      setTyped({ ...shown, [currency]: price });
      setErrors(({ [currency]: _fixed, ...rest }) => rest);
    },
    /** The set to save (null: nothing changed), or false when a price is not one. */
    plan(): ProductPriceInput[] | null | false {
      const found: Record<string, string> = {};
      const entries = Object.entries(shown).filter(
        ([currency, price]) => enabled.includes(currency) && price.trim(),
      );
      for (const [currency, price] of entries) {
        if (decimalToMinor(price, currency) === null) {
          const digits = minorDigits(currency);
          found[currency] =
            digits === 0 ? 'Enter a whole number' : `Enter a price with at most ${digits} decimals`;
        }
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      // A clone starts from the original's prices: saved for the copy unless the owner cleared them.
      if (typed === null && (mode.kind !== 'clone' || entries.length === 0)) return null;
      const variantRows = mode.kind === 'edit' ? savedRows.filter((row) => row.variantId !== null) : [];
      return [
        ...entries.map(([currency, price]) => ({ currency, price: price.trim(), variantId: null })),
        ...variantRows.filter((row) => enabled.includes(row.currency)),
      ];
    },
  };
}
