// The product form's optional details beside price and stock: compare-at price, low-stock alert,
// weight for shipping, and the VAT rate.
import { type ProductFields, type ProductFieldsInput, vatRateLabels, vatRates } from '@storefleet/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { CompareAtPriceField } from './compare-at-price-field.tsx';

export function ProductDetailsFields({
  form,
}: {
  form: UseFormReturn<ProductFieldsInput, unknown, ProductFields>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <CompareAtPriceField
          id="product-compare-at-price"
          error={errors.compareAtPrice?.message}
          {...form.register('compareAtPrice')}
        />
        <FormField
          id="product-low-stock-threshold"
          label="Low-stock alert at"
          error={errors.lowStockThreshold?.message}
          description="Marked low, and the store e-mailed once, at or below this"
        >
          <Input type="number" min={0} step={1} {...form.register('lowStockThreshold')} />
        </FormField>
        <FormField
          id="product-weight"
          label="Weight (g)"
          error={errors.weightGrams?.message}
          description="In grams: 1 kg is 1000. Shipping by weight uses it"
        >
          <Input
            inputMode="numeric"
            placeholder="e.g. 450"
            autoComplete="off"
            {...form.register('weightGrams')}
          />
        </FormField>
      </div>
      <SelectField
        control={form.control}
        name="vatRate"
        id="product-vat-rate"
        label="VAT rate"
        className="sm:max-w-xs"
        error={errors.vatRate?.message}
        options={vatRates.map((rate) => ({ value: String(rate), label: vatRateLabels[rate] }))}
      />
    </>
  );
}
