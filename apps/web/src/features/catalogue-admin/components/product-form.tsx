// The add/edit product form (spec admin §5): name, category, price and stock required; image
// required when creating (under 5MB, an image type); description optional. The rules are the
// shared productFieldsSchema, so the server says the same.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  decimalToMinor,
  imageMessages,
  minorDigits,
  type ProductFields,
  type ProductFieldsInput,
  type ProductPrice,
  productFieldsSchema,
  type VariantAttribute,
  vatRateLabels,
  vatRates,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CategoryNameField } from '@/components/category-name-field.tsx';
import { useStoreCurrencies } from '@/components/currencies/store-currencies.ts';
import { FormField } from '@/components/form-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TranslatedFields } from '@/components/translations/translated-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useProductVariants } from '../api/get-product-variants.ts';
import { useProductPrices } from '../api/product-prices.ts';
import type { ProductFormData } from '../api/save-product.ts';
import { optionTexts } from '../lib/product-options.ts';
import {
  combinationCount,
  generateMissingSkus,
  MAX_VARIANT_LINES,
  planVariantSaves,
  skuGenerationProblem,
  type VariantLine,
  type VariantLineErrors,
  type VariantPlan,
  variantLines,
} from '../lib/variant-combinations.ts';
import { pricingAttributes } from '../lib/variant-pricing.ts';
import {
  initialImages,
  initialValues,
  type ProductDialogMode,
  stockFallback,
  toProductFormData,
} from './product-form-values.ts';
import { ProductImagesField, useProductGallery } from './product-images-field.tsx';
import { ProductOptionsField } from './product-options-field.tsx';
import { ProductPricesField, type TypedPrices } from './product-prices-field.tsx';
import { ProductSubscriptionFields } from './product-subscription-fields.tsx';
import { ProductVariantsField } from './product-variants-field.tsx';

const PRODUCT_TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description', multiline: true },
] as const;

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

export type ProductPriceInput = Pick<ProductPrice, 'currency' | 'price' | 'variantId'>;

/**
 * "Prices in other currencies": what the owner typed over the saved product-level prices, checked
 * against each currency's minor digits; the variants' own prices (set through the API) are kept.
 */
function useCurrencyPrices(mode: ProductDialogMode, tenantId: number | undefined) {
  const currencies = useStoreCurrencies(tenantId);
  const saved = useProductPrices(tenantId, mode.kind === 'create' ? null : mode.product.id);
  const [typed, setTyped] = useState<TypedPrices | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const savedRows = saved.data?.prices ?? [];
  const shown: TypedPrices =
    typed ??
    Object.fromEntries(
      savedRows.filter((row) => row.variantId === null).map((row) => [row.currency, row.price]),
    );
  const enabled = currencies.data?.currencies.map((c) => c.currency) ?? [];
  return {
    currencies: currencies.data,
    shown,
    errors,
    edited: typed !== null,
    edit: (currency: string, price: string) => {
      setTyped({ ...shown, [currency]: price });
      setErrors(({ [currency]: _fixed, ...rest }) => rest);
    },
    /** The set to save (null: nothing changed), or false when a price is not one. */
    plan(): ProductPriceInput[] | null | false {
      const found: Record<string, string> = {};
      const entries = Object.entries(shown).filter(
        ([currency, price]) => enabled.includes(currency) && price.trim(),
      );
      for (const [currency, price] of entries) {
        if (decimalToMinor(price, currency) === null) {
          const digits = minorDigits(currency);
          found[currency] =
            digits === 0 ? 'Enter a whole number' : `Enter a price with at most ${digits} decimals`;
        }
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      // A clone starts from the original's prices: saved for the copy unless the owner cleared them.
      if (typed === null && (mode.kind !== 'clone' || entries.length === 0)) return null;
      const variantRows = mode.kind === 'edit' ? savedRows.filter((row) => row.variantId !== null) : [];
      return [
        ...entries.map(([currency, price]) => ({ currency, price: price.trim(), variantId: null })),
        ...variantRows.filter((row) => enabled.includes(row.currency)),
      ];
    },
  };
}

/**
 * The Variants section's lines: the combinations of the ticked options, filled from the product's
 * rows (a clone starts from the original's figures as new rows), then from what the owner typed.
 */
function useVariantLines(
  mode: ProductDialogMode,
  tenantId: number | undefined,
  sizes: string[],
  attributes: VariantAttribute[],
) {
  const rows = useProductVariants(tenantId, mode.kind === 'create' ? null : mode.product.id);
  const [typed, setTyped] = useState<VariantLine[]>([]);
  const [errors, setErrors] = useState<VariantLineErrors>({});
  const choices = useMemo(() => pricingAttributes({ sizes }, attributes), [sizes, attributes]);
  const count = combinationCount(choices);
  const lines = useMemo(() => {
    if (count > MAX_VARIANT_LINES) return [];
    const built = variantLines(choices, rows.data ?? [], typed);
    return mode.kind === 'clone' ? built.map(({ row: _original, ...line }) => line) : built;
  }, [choices, count, rows.data, typed, mode.kind]);
  return {
    lines,
    count,
    choices,
    errors,
    setErrors,
    loading: rows.isLoading,
    loadFailed: rows.isError,
    edit: (key: string, field: keyof VariantLine, value: string) => {
      setTyped(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
      setErrors(({ [key]: _fixed, ...rest }) => rest);
    },
    replace: setTyped,
    edited: typed.length > 0,
  };
}

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
