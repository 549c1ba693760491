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
  initialImages,
  initialValues,
  type ProductDialogMode,
  stockFallback,
  toProductFormData,
} from './product-form-values.ts';
import { ProductImagesField, useProductGallery } from './product-images-field.tsx';
import { ProductOptionsField } from './product-options-field.tsx';
import { ProductSubscriptionFields } from './product-subscription-fields.tsx';

type ProductFormProps = {
  mode: ProductDialogMode;
  /** The store the gallery's uploads go to (a super admin's tenant path). */
  tenantId?: number;
  categories: Category[];
  attributes: VariantAttribute[];
  pending: boolean;
  onSubmit: (data: ProductFormData) => void;
};

export function ProductForm({ mode, tenantId, categories, attributes, pending, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFieldsInput, unknown, ProductFields>({
    resolver: zodResolver(productFieldsSchema),
    defaultValues: initialValues(mode),
  });
  const gallery = useProductGallery(initialImages(mode), tenantId);
  const [imageError, setImageError] = useState<string>();
  const { errors } = form.formState;
  /** Why the gallery cannot be saved yet, if it cannot: still uploading, or no image at all. */
  const galleryProblem = () =>
    gallery.uploading
      ? 'Wait for the images to finish uploading'
      : gallery.toSend().length === 0
        ? imageMessages.missing
        : undefined;

  const submit = form.handleSubmit(
    (fields) => {
      const problem = galleryProblem();
      setImageError(problem);
      if (problem) return;
      onSubmit(toProductFormData(fields, { images: gallery.toSend(), discardedImages: gallery.discarded() }));
    },
    () => setImageError(galleryProblem()),
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
        {/* Free text (issue 15): a new name makes the category when the product is saved. */}
        <FormField
          id="product-category"
          label="Category"
          error={errors.category?.message}
          description="Pick one or type a new one"
        >
          <Input list="product-category-options" autoComplete="off" {...form.register('category')} />
        </FormField>
        <datalist id="product-category-options">
          {categories.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="product-compare-at-price"
          label="Compare-at price"
          error={errors.compareAtPrice?.message}
          description="Shown struck through when above the price"
        >
          <Input inputMode="decimal" placeholder="Optional" {...form.register('compareAtPrice')} />
        </FormField>
        <FormField
          id="product-low-stock-threshold"
          label="Low-stock alert at"
          error={errors.lowStockThreshold?.message}
          description="Marked low, and the store e-mailed once, at or below this"
        >
          <Input type="number" min={0} step={1} {...form.register('lowStockThreshold')} />
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
      <ProductImagesField gallery={gallery} error={imageError} />
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
        <Button type="submit" disabled={pending || gallery.uploading} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {mode.kind === 'edit' ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
