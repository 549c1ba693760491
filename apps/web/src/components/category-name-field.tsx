// A product's category as free text, the store's categories offered as suggestions: a new name
// makes the category when the product is saved.
import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

export function CategoryNameField({
  id,
  error,
  categories,
  ...input
}: {
  id: string;
  error?: string;
  categories: readonly { id: number; name: string }[];
} & ComponentProps<typeof Input>) {
  return (
    <>
      <FormField id={id} label="Category" error={error} description="Pick one or type a new one">
        <Input list={`${id}-options`} autoComplete="off" {...input} />
      </FormField>
      <datalist id={`${id}-options`}>
        {categories.map((category) => (
          <option key={category.id} value={category.name} />
        ))}
      </datalist>
    </>
  );
}
