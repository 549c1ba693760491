// The currency codes the owner types in Store Settings → Currencies: the field a code is typed in,
// the common ones offered first in a datalist, each code's English name, and why a code is refused.
import { isCurrencyCode } from '@storefleet/contracts';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

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
export const currencyName = (code: string) => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

export const codeProblem = (code: string) =>
  isCurrencyCode(code)
    ? undefined
    : 'Choose a currency by its three-letter ISO 4217 code, such as EUR or USD';

export function CurrencyCodes({ id }: { id: string }) {
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

/**
 * A code field; `list` names the CurrencyCodes datalist beside it. What else it is given (FormField's
 * id and aria attributes) goes on to the input.
 */
export function CurrencyCodeInput({
  value,
  list,
  onCodeChange,
  disabled,
  ...field
}: Omit<ComponentProps<'input'>, 'onChange'> & {
  value: string;
  list: string;
  onCodeChange: (code: string) => void;
  disabled: boolean;
}) {
  return (
    <Input
      value={value}
      list={list}
      onChange={(event) => onCodeChange(event.target.value)}
      disabled={disabled}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={3}
      {...field}
    />
  );
}
