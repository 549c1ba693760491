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
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CategoryNameField } from '@/components/category-name-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { ProductFormData } from '../api/save-product.ts';
import {
  generateMissingSkus,
  planVariantSaves,
  skuGenerationProblem,
  type VariantPlan,
} from '../lib/variant-combinations.ts';
import { ProductDetailsFields } from './product-details-fields.tsx';
import {
  initialImages,
  initialValues,
  type ProductDialogMode,
  stockFallback,
  toProductFormData,
} from './product-form-values.ts';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductOptionsField } from './product-options-field.tsx';
import { ProductPricesField } from './product-prices-field.tsx';
import { ProductSubscriptionFields } from './product-subscription-fields.tsx';
import { ProductTextFields } from './product-text-fields.tsx';
import { ProductVariantsField } from './product-variants-field.tsx';
import { type ProductPriceInput, useCurrencyPrices } from './use-currency-prices.ts';
import { useProductGallery } from './use-product-gallery.ts';
import { useVariantLines } from './use-variant-lines.ts';

type ProductFormProps = {
  mode: ProductDialogMode;
  /** The store the gallery's uploads go to (a super admin's tenant path). */
  tenantId?: number;
  categories: Category[];
  attributes: VariantAttribute[];
  pending: boolean;
  /**
   * The product, then its variant price rows (the Variants section's changes), then its prices in
   * the store's other currencies: the whole set to save, or null when unchanged.
   */
  onSubmit: (data: ProductFormData, variants: VariantPlan, prices: ProductPriceInput[] | null) => void;
  /** Told whether anything was changed, so the dialog asks before discarding it. */
  onDirtyChange?: (dirty: boolean) => void;
};

export function ProductForm({
  mode,
  tenantId,
  categories,
  attributes,
  pending,
  onSubmit,
  onDirtyChange,
}: ProductFormProps) {
  const form = useForm<ProductFieldsInput, unknown, ProductFields>({
    resolver: zodResolver(productFieldsSchema),
    defaultValues: initialValues(mode),
  });
  const gallery = useProductGallery(initialImages(mode), tenantId);
  const sizes = useWatch({ control: form.control, name: 'sizes' }) ?? [];
  const variants = useVariantLines(mode, tenantId, sizes, attributes);
  const basePrice = useWatch({ control: form.control, name: 'price' });
  const otherPrices = useCurrencyPrices(mode, tenantId);
  const [imageError, setImageError] = useState<string>();
  const [skuMessage, setSkuMessage] = useState<string>();
  const { errors, isDirty } = form.formState;
  const [startGallery] = useState(() => JSON.stringify(gallery.toSend()));
  const dirty =
    isDirty ||
    variants.edited ||
    otherPrices.edited ||
    gallery.uploading ||
    JSON.stringify(gallery.toSend()) !== startGallery;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  /** Why the gallery cannot be saved yet, if it cannot: still uploading, or no image at all. */
  const galleryProblem = () =>
    gallery.uploading
      ? 'Wait for the images to finish uploading'
      : gallery.toSend().length === 0
        ? imageMessages.missing
        : undefined;

  /** The product's price and stock as typed, for the variant lines that leave theirs blank. */
  const productDefaults = () => ({
    price: String(form.getValues('price') ?? ''),
    stock: String(form.getValues('inStock') ?? ''),
  });

  const submit = form.handleSubmit(
    (fields) => {
      const problem = galleryProblem();
      setImageError(problem);
      // A line's blank price or stock is the product's (the Variants help text).
      const planned = planVariantSaves(variants.lines, productDefaults());
      variants.setErrors(planned.ok ? {} : planned.errors);
      const prices = otherPrices.plan();
      if (problem || !planned.ok || prices === false) return;
      onSubmit(
        toProductFormData(fields, { images: gallery.toSend(), discardedImages: gallery.discarded() }),
        planned.plan,
        prices,
      );
    },
    () => {
      setImageError(galleryProblem());
      const planned = planVariantSaves(variants.lines, productDefaults());
      variants.setErrors(planned.ok ? {} : planned.errors);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ProductTextFields form={form} tenantId={tenantId} sizes={sizes} />
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
        <CategoryNameField
          id="product-category"
          error={errors.category?.message}
          categories={categories}
          {...form.register('category')}
        />
      </div>
      {otherPrices.currencies ? (
        <ProductPricesField
          currencies={otherPrices.currencies}
          basePrice={String(basePrice ?? '')}
          prices={otherPrices.shown}
          errors={otherPrices.errors}
          onChange={otherPrices.edit}
        />
      ) : null}
      <ProductDetailsFields form={form} />
      <ProductImagesField gallery={gallery} error={imageError} />
      <Controller
        control={form.control}
        name="sizes"
        render={({ field }) => (
          <ProductOptionsField
            attributes={attributes}
            sizes={field.value ?? []}
            onChange={field.onChange}
            tenantId={tenantId}
          />
        )}
      />
      <ProductVariantsField
        lines={variants.lines}
        count={variants.count}
        loading={variants.loading}
        loadFailed={variants.loadFailed}
        errors={variants.errors}
        onChange={variants.edit}
        skuMessage={skuMessage}
        onGenerateSkus={() => {
          const name = form.getValues('name') ?? '';
          const problem = skuGenerationProblem(variants.lines, name);
          if (problem) return setSkuMessage(problem);
          const filled = generateMissingSkus(variants.lines, name, variants.choices);
          const count = filled.filter((line, i) => line.sku !== variants.lines[i]?.sku).length;
          variants.replace(filled);
          setSkuMessage(`${count} SKU${count === 1 ? '' : 's'} generated.`);
        }}
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
