// The checkout's optional "VAT number (business purchase)" (docs/decisions/0101): applied to the
// pricing when the shopper leaves the field (an EU business in another EU country is reverse
// charged); the server checks its format and its country, and its refusal shows here.
import { useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/language.tsx';

export function BuyerVatNumberField({
  onApply,
  error,
}: {
  onApply(value: string): void;
  error: string | null;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  return (
    <FormField
      id="checkout-vat-number"
      label={t('checkout.field.vatNumber')}
      error={error ?? undefined}
      className="mt-4 space-y-1 sm:max-w-sm"
    >
      <Input
        value={value}
        autoComplete="off"
        placeholder="DE123456789"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => onApply(value.trim())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply(value.trim());
          }
        }}
      />
    </FormField>
  );
}
