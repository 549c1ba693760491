// The compare-at price of a product or of one variant price row: the same field in both forms,
// the rest of the input's props (a react-hook-form registration) passed through.
import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export function CompareAtPriceField({
  id,
  error,
  ...input
}: { id: string; error?: string } & ComponentProps<typeof Input>) {
  return (
    <FormField
      id={id}
      label="Compare-at price"
      error={error}
      description="Shown struck through when above the price"
    >
      <Input inputMode="decimal" placeholder="Optional" {...input} />
    </FormField>
  );
}
