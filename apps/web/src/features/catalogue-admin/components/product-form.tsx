// The add/edit product form (spec admin §5): name, category, price and stock required; image
// required when creating (under 5MB, an image type); description optional. The rules are the
// shared productFieldsSchema, so the server says the same.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  imageMessages,
  type ProductFields,
  type ProductFieldsInput,
  productFieldsSchema,
  type VariantAttribute,
  vatRateLabels,
  vatRates,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ProductFormData } from '../api/save-product.ts';
import {
  initialImage,
  initialValues,
  type ProductDialogMode,
  stockFallback,
  toProductFormData,
} from './product-form-values.ts';
import { type ProductImage, ProductImageField } from './product-image-field.tsx';
import { ProductOptionsField } from './product-options-field.tsx';
import { ProductSubscriptionFields } from './product-subscription-fields.tsx';

type ProductFormProps = {
  mode: ProductDialogMode;
  categories: Category[];
  attributes: VariantAttribute[];
  pending: boolean;
  onSubmit: (data: ProductFormData) => void;
};

export function ProductForm({ mode, categories, attributes, pending, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFieldsInput, unknown, ProductFields>({
    resolver: zodResolver(productFieldsSchema),
    defaultValues: initialValues(mode),
  });
  const [image, setImage] = useState<ProductImage>(() => initialImage(mode));
  const [imageError, setImageError] = useState<string>();
  const { errors } = form.formState;
  const creating = mode.kind !== 'edit';

  const submit = form.handleSubmit(
    (fields) => {
      if (creating && !image.file && !image.url) return setImageError(imageMessages.missing);
      if (imageError) return;
      onSubmit(toProductFormData(fields, image));
    },
    () => {
      if (creating && !image.file && !image.url) setImageError(imageMessages.missing);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField id="product-name" label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField id="product-description" label="Description">
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="product-price" label="Price (£)" error={errors.price?.message}>
          <Input inputMode="decimal" placeholder="0.00" {...form.register('price')} />
        </FormField>
        <FormField id="product-stock" label="Stock" error={errors.inStock?.message}>
          <Input
            type="number"
            min={0}
            step={1}
            {...form.register('inStock', { setValueAs: stockFallback })}
          />
        </FormField>
        <SelectField
          control={form.control}
          name="category"
          id="product-category"
          label="Category"
          placeholder="Choose a category"
          error={
            errors.category?.message ??
            (categories.length === 0 ? 'Create a category first in Category Management.' : undefined)
          }
          options={categories.map((category) => ({ value: category.name, label: category.name }))}
        />
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
      <ProductImageField value={image} onChange={setImage} error={imageError} onError={setImageError} />
      <Controller
        control={form.control}
        name="sizes"
        render={({ field }) => (
          <ProductOptionsField attributes={attributes} sizes={field.value ?? []} onChange={field.onChange} />
        )}
      />
      <ProductSubscriptionFields form={form} />
      <div className="flex items-center justify-between gap-4 rounded-md border p-4">
        <div>
          <Label htmlFor="product-is-draft">Save as draft</Label>
          <p className="text-xs text-muted-foreground">Drafts are hidden from the store front.</p>
        </div>
        <Controller
          control={form.control}
          name="isDraft"
          render={({ field }) => (
            <Switch id="product-is-draft" checked={field.value === true} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {mode.kind === 'edit' ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
