// The product form's texts: name, handle and description, with the name and description's
// translations (the language tabs) and the option values' texts.
import type { ProductFields, ProductFieldsInput } from '@storefleet/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { optionTexts } from '../lib/product-options.ts';

const PRODUCT_TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description', multiline: true },
] as const;

type ProductTextFieldsProps = {
  form: UseFormReturn<ProductFieldsInput, unknown, ProductFields>;
  tenantId?: number;
  /** The ticked option values, whose texts are translated with the product's. */
  sizes: string[];
};

export function ProductTextFields({ form, tenantId, sizes }: ProductTextFieldsProps) {
  const { errors } = form.formState;
  return (
    <TranslatedFields
      control={form.control}
      tenantId={tenantId}
      idPrefix="product"
      fields={PRODUCT_TRANSLATED}
      optionTexts={optionTexts(sizes)}
    >
      <FormField id="product-name" label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField
        id="product-handle"
        label="Handle"
        error={errors.handle?.message}
        description="The product's address in the store: …/products/{handle}. Empty: made from the name. Old addresses still lead here."
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. blue-t-shirt"
          {...form.register('handle')}
        />
      </FormField>
      <FormField id="product-description" label="Description">
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
    </TranslatedFields>
  );
}
