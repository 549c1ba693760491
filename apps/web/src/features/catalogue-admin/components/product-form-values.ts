// What the product dialog starts from (add, edit, or clone: spec admin §4 "'(Copy)' appended to the
// name and isDraft true") and what it sends.
import {
  type AdminProduct,
  DEFAULT_VAT_RATE,
  formatMinor,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type ProductFields,
  type ProductFieldsInput,
  type ProductGalleryImage,
} from '@storefleet/contracts';
import type { ProductFormData } from '../api/save-product.ts';

export type ProductDialogMode =
  | { kind: 'create' }
  | { kind: 'edit'; product: AdminProduct }
  | { kind: 'clone'; product: AdminProduct };

const blank: ProductFieldsInput = {
  name: '',
  handle: '',
  description: '',
  price: '',
  category: '',
  inStock: '',
  compareAtPrice: '',
  lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
  weightGrams: '',
  sizes: [],
  hasSubscription: false,
  isDraft: false,
  subscriptionPrice: '',
  subscriptionInterval: 'monthly',
  subscriptionTrialDays: '0',
  vatRate: String(DEFAULT_VAT_RATE),
  translations: {},
};

export function initialValues(mode: ProductDialogMode): ProductFieldsInput {
  if (mode.kind === 'create') return blank;
  const p = mode.product;
  return {
    name: mode.kind === 'clone' ? `${p.name} (Copy)` : p.name,
    // A copy gets its own handle from its name (ADR 0037).
    handle: mode.kind === 'edit' ? p.handle : '',
    description: p.description ?? '',
    price: p.price,
    category: p.category ?? '',
    inStock: String(p.inStock),
    compareAtPrice: p.compareAtPrice ?? '',
    lowStockThreshold: String(p.lowStockThreshold),
    weightGrams: p.weightGrams == null ? '' : String(p.weightGrams),
    sizes: [...p.sizes],
    hasSubscription: p.hasSubscription,
    isDraft: mode.kind === 'clone' ? true : p.isDraft,
    subscriptionPrice: p.subscriptionPrice ?? '',
    subscriptionInterval: p.subscriptionInterval ?? 'monthly',
    subscriptionTrialDays: String(p.subscriptionTrialDays),
    vatRate: String(p.vatRate),
    translations: p.translations as ProductFieldsInput['translations'],
  };
}

/** The gallery the editor starts from: none for a new product; a clone shares the original's images. */
export function initialImages(mode: ProductDialogMode): ProductGalleryImage[] {
  return mode.kind === 'create' ? [] : mode.product.images;
}

/** Stock falls back to 0 when what was typed is not a number (spec admin §5); empty stays empty (required). */
export function stockFallback(value: unknown): string {
  const text = String(value ?? '').trim();
  if (text === '') return '';
  return Number.isFinite(Number(text)) ? text : '0';
}

export function toProductFormData(
  fields: ProductFields,
  gallery: { images: ProductGalleryImage[]; discardedImages: string[] },
): ProductFormData {
  return {
    name: fields.name,
    handle: fields.handle ?? '',
    description: fields.description ?? '',
    price: formatMinor(fields.price),
    category: fields.category,
    inStock: String(fields.inStock),
    compareAtPrice: fields.compareAtPrice == null ? '' : formatMinor(fields.compareAtPrice),
    lowStockThreshold: String(fields.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT),
    weightGrams: fields.weightGrams == null ? '' : String(fields.weightGrams),
    sizes: fields.sizes,
    hasSubscription: fields.hasSubscription,
    isDraft: fields.isDraft,
    subscriptionPrice: fields.subscriptionPrice == null ? '' : formatMinor(fields.subscriptionPrice),
    subscriptionInterval: fields.subscriptionInterval ?? 'monthly',
    subscriptionTrialDays: String(fields.subscriptionTrialDays),
    vatRate: String(fields.vatRate ?? DEFAULT_VAT_RATE),
    translations: fields.translations,
    images: gallery.images,
    discardedImages: gallery.discardedImages,
  };
}
