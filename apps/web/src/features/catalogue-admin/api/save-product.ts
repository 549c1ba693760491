// POST /api/admin/products and PUT /api/admin/products/{id}: the product form as multipart
// (spec admin §7): text fields, sizes as JSON text, and `image` as a file or the URL it keeps.
import type { AdminProduct, Translations } from '@storefleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';
import { isUntagged, tag } from '@/lib/query-tags.ts';
import { catalogueAdminKeys } from './keys.ts';

export type ProductFormData = {
  name: string;
  /** The product's address in the store (ADR 0037); '' makes a new one's from the name, keeps an edited one's. */
  handle?: string;
  description: string;
  price: string;
  category: string;
  inStock: string;
  sizes: string[];
  hasSubscription: boolean;
  isDraft: boolean;
  subscriptionPrice?: string;
  subscriptionInterval?: string;
  subscriptionTrialDays?: string;
  /** '20', '5' or '0' (ADR 0025). */
  vatRate?: string;
  /** The "was" price; '' for none. */
  compareAtPrice?: string;
  /** The low-stock alert level. */
  lowStockThreshold?: string;
  /** Whole grams; '' for none (docs/decisions/0102). */
  weightGrams?: string;
  /** Name, description and option texts in the store's other languages (docs/decisions/0093). */
  translations?: Translations;
  /** A new file, or the URL of an image the store already uses (a clone keeps the original's). */
  image?: File | string | null;
  /** The gallery in order; sent instead of `image`, whose value the server then sets. */
  images?: { url: string; alt: string }[];
  /** Images uploaded during this edit and removed before saving: the server deletes them. */
  discardedImages?: string[];
};

export type SaveProductInput = { id?: number; data: ProductFormData };

export function toFormData(data: ProductFormData): FormData {
  const form = new FormData();
  form.append('name', data.name);
  if (data.handle !== undefined) form.append('handle', data.handle);
  form.append('description', data.description);
  form.append('price', data.price);
  form.append('category', data.category);
  form.append('inStock', data.inStock);
  form.append('sizes', JSON.stringify(data.sizes));
  form.append('hasSubscription', String(data.hasSubscription));
  form.append('isDraft', String(data.isDraft));
  if (data.hasSubscription) {
    form.append('subscriptionPrice', data.subscriptionPrice ?? '');
    form.append('subscriptionInterval', data.subscriptionInterval ?? 'monthly');
    form.append('subscriptionTrialDays', data.subscriptionTrialDays ?? '0');
  }
  if (data.vatRate !== undefined) form.append('vatRate', data.vatRate);
  if (data.compareAtPrice !== undefined) form.append('compareAtPrice', data.compareAtPrice);
  if (data.lowStockThreshold !== undefined) form.append('lowStockThreshold', data.lowStockThreshold);
  if (data.weightGrams !== undefined) form.append('weightGrams', data.weightGrams);
  if (data.translations) form.append('translations', JSON.stringify(data.translations));
  if (data.images) form.append('images', JSON.stringify(data.images));
  else if (data.image) form.append('image', data.image);
  if (data.discardedImages?.length) form.append('discardedImages', JSON.stringify(data.discardedImages));
  return form;
}

export function saveProduct(
  tenantId: number | undefined,
  { id, data }: SaveProductInput,
): Promise<AdminProduct> {
  const body = toFormData(data);
  return id === undefined
    ? api.post<AdminProduct>(withTenant('/api/admin/products', tenantId), body)
    : api.put<AdminProduct>(withTenant(`/api/admin/products/${id}`, tenantId), body);
}

export function useSaveProduct(tenantId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProductInput) => saveProduct(tenantId, input),
    // The product lists (here and on Product Subscriptions) refresh through their tag.
    meta: { invalidates: () => [tag('products', adminStore(tenantId))] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all, predicate: isUntagged }),
  });
}
