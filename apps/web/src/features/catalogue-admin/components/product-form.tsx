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
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
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

const invalid = (message?: string) => (message ? { 'aria-invalid': true as const } : {});

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
      <div className="space-y-2">
        <Label htmlFor="product-name">Name</Label>
        <Input
          id="product-name"
          aria-describedby="product-name-error"
          {...invalid(errors.name?.message)}
          {...form.register('name')}
        />
        <FieldError id="product-name-error" message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="product-description">Description</Label>
        <Textarea id="product-description" rows={3} {...form.register('description')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="product-price">Price (£)</Label>
          <Input
            id="product-price"
            inputMode="decimal"
            placeholder="0.00"
            aria-describedby="product-price-error"
            {...invalid(errors.price?.message)}
            {...form.register('price')}
          />
          <FieldError id="product-price-error" message={errors.price?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="product-stock">Stock</Label>
          <Input
            id="product-stock"
            type="number"
            min={0}
            step={1}
            aria-describedby="product-stock-error"
            {...invalid(errors.inStock?.message)}
            {...form.register('inStock', { setValueAs: stockFallback })}
          />
          <FieldError id="product-stock-error" message={errors.inStock?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="product-category">Category</Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <SelectTrigger
                  id="product-category"
                  aria-describedby="product-category-error"
                  {...invalid(errors.category?.message)}
                >
                  <SelectValue placeholder="Choose a category" />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={category.name}>
                      {category.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError
            id="product-category-error"
            message={
              errors.category?.message ??
              (categories.length === 0 ? 'Create a category first in Category Management.' : undefined)
            }
          />
        </div>
      </div>
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
