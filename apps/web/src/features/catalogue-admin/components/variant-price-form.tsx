// Add / edit a variant price row (spec admin §5 Variant price): at least one option, price and
// stock required, SKU optional with 'Generate' (3 letters of the product name, 2 of each value,
// capitals, hyphens), isActive checked by default.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  generateSku,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type ProductVariant,
  type ProductVariantInput,
  productVariantInputSchema,
} from '@storefleet/contracts';
import { Wand2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import type { PricingAttribute } from '../lib/variant-pricing.ts';
import { CompareAtPriceField } from './compare-at-price-field.tsx';

const NONE = '__none__';
type Output = z.output<typeof productVariantInputSchema>;

type VariantPriceFormProps = {
  product: AdminProduct;
  attributes: PricingAttribute[];
  row: ProductVariant | null;
  pending: boolean;
  onSubmit: (values: Output) => void;
};

export function VariantPriceForm({ product, attributes, row, pending, onSubmit }: VariantPriceFormProps) {
  const form = useForm<ProductVariantInput, unknown, Output>({
    resolver: zodResolver(productVariantInputSchema),
    defaultValues: {
      productId: product.id,
      variantCombination: row?.variantCombination ?? {},
      price: row?.price ?? '',
      stock: row ? String(row.stock) : '',
      compareAtPrice: row?.compareAtPrice ?? '',
      lowStockThreshold: row ? String(row.lowStockThreshold) : String(LOW_STOCK_THRESHOLD_DEFAULT),
      sku: row?.sku ?? '',
      isActive: row?.isActive ?? true,
      weightGrams: row?.weightGrams == null ? '' : String(row.weightGrams),
    },
  });
  const { errors } = form.formState;
  const combination = form.watch('variantCombination') ?? {};

  const generate = () => {
    const chosen = attributes.map((a) => combination[a.id]).filter((v): v is string => Boolean(v));
    form.setValue('sku', generateSku(product.name, chosen));
  };
  // A record field's error sits on the field itself (zod reports it at 'variantCombination').
  const comboError = (errors.variantCombination as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Variant options</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {attributes.map((attribute) => (
            <div key={attribute.id} className="space-y-1.5">
              <Label htmlFor={`combination-${attribute.id}`}>{attribute.name}</Label>
              <Controller
                control={form.control}
                name="variantCombination"
                render={({ field }) => (
                  <Select
                    value={field.value?.[attribute.id] || NONE}
                    onValueChange={(value) => {
                      const next = { ...(field.value ?? {}) };
                      if (value === NONE) delete next[attribute.id];
                      else next[attribute.id] = value;
                      field.onChange(next);
                    }}
                  >
                    <SelectTrigger
                      id={`combination-${attribute.id}`}
                      aria-invalid={comboError ? true : undefined}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NONE}>Any {attribute.name.toLowerCase()}</SelectItem>
                      {attribute.values.map((value) => (
                        <SelectItem key={value} value={value}>
                          {value}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          ))}
        </div>
        <FieldError id="combination-error" message={comboError} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="variant-price" label="Price (£)" error={errors.price?.message}>
          <Input inputMode="decimal" {...form.register('price')} />
        </FormField>
        <FormField id="variant-stock" label="Stock" error={errors.stock?.message}>
          <Input type="number" min={0} {...form.register('stock')} />
        </FormField>
        <CompareAtPriceField
          id="variant-compare-at-price"
          error={errors.compareAtPrice?.message}
          {...form.register('compareAtPrice')}
        />
        <FormField
          id="variant-low-stock-threshold"
          label="Low-stock alert at"
          error={errors.lowStockThreshold?.message}
        >
          <Input type="number" min={0} {...form.register('lowStockThreshold')} />
        </FormField>
        <FormField
          id="variant-weight"
          label="Weight (g)"
          error={errors.weightGrams?.message}
          description="In grams; blank: the product’s weight"
        >
          <Input inputMode="numeric" placeholder="Product’s" {...form.register('weightGrams')} />
        </FormField>
      </div>
      <FormField id="variant-sku" label="SKU" error={errors.sku?.message}>
        {(a11y) => (
          <div className="flex gap-2">
            <Input {...a11y} placeholder="Optional" {...form.register('sku')} />
            <Button type="button" variant="outline" onClick={generate}>
              <Wand2 aria-hidden="true" /> Generate
            </Button>
          </div>
        )}
      </FormField>
      <CheckboxField
        control={form.control}
        name="isActive"
        id="variant-active"
        label="Active"
        defaultChecked
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {row ? 'Save Changes' : 'Add Variant Price'}
        </Button>
      </div>
    </form>
  );
}
