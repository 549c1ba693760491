// How a product row is shown: money as "12.50" strings, dates as ISO text (DESIGN §5). The store
// front and the admin share the product's own fields; the admin also sees drafts and dates.
import {
  type AdminProduct,
  formatMinor,
  type StoreLanguage,
  type SubscriptionInterval,
  subscriptionIntervals,
  type Translations,
  translateField,
  translateOption,
} from '@storefleet/contracts';
import { galleryOf } from './product-images.ts';
import { type StockAlert, stockAlertOfProduct } from './product-stock-alerts.queries.ts';
import type { ProductRow } from './products.queries.ts';

const isInterval = (value: string | null): value is SubscriptionInterval =>
  value !== null && (subscriptionIntervals as readonly string[]).includes(value);

/** The fields of a product that shoppers and the admin both see. */
export function productFields(row: ProductRow) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    handle: row.handle,
    description: row.description,
    price: formatMinor(row.priceMinor),
    compareAtPrice: row.compareAtPriceMinor == null ? null : formatMinor(row.compareAtPriceMinor),
    image: row.image,
    images: galleryOf(row),
    category: row.category,
    sizes: row.sizes,
    inStock: row.inStock,
    sortOrder: row.sortOrder,
    isSubscription: row.isSubscription,
    hasSubscription: row.hasSubscription,
    subscriptionPrice: row.subscriptionPriceMinor == null ? null : formatMinor(row.subscriptionPriceMinor),
    subscriptionInterval: isInterval(row.subscriptionInterval) ? row.subscriptionInterval : null,
    subscriptionTrialDays: row.subscriptionTrialDays,
  };
}

/**
 * A product's texts in `lang` (docs/decisions/0093), each falling back to its own: name and
 * description, and the labels of its option names and values that have a translation (`optionLabels`).
 */
export function translatedProductFields(
  row: Pick<ProductRow, 'name' | 'description' | 'translations'>,
  lang: StoreLanguage,
) {
  const options = (row.translations?.[lang]?.options ?? {}) as Record<string, unknown>;
  const optionLabels: Record<string, string> = {};
  for (const text of Object.keys(options)) {
    const to = translateOption(text, row.translations as Translations, lang);
    if (to !== text) optionLabels[text] = to;
  }
  return {
    name: translateField(row.name, row.translations as Translations, lang, 'name'),
    description: translateField(row.description, row.translations as Translations, lang, 'description'),
    ...(Object.keys(optionLabels).length > 0 ? { optionLabels } : {}),
  };
}

/**
 * `stockAlert` and `weightMissing` come with a list row (its variant rows counted); else they are
 * the product's own.
 */
export function toAdminProduct(
  row: ProductRow & { stockAlert?: StockAlert | null; weightMissing?: boolean },
): AdminProduct {
  return {
    ...productFields(row),
    translations: row.translations as AdminProduct['translations'],
    isDraft: row.isDraft,
    vatRate: row.vatRate,
    lowStockThreshold: row.lowStockThreshold,
    stockAlert: row.stockAlert === undefined ? stockAlertOfProduct(row) : row.stockAlert,
    weightGrams: row.weightGrams,
    weightMissing: row.weightMissing ?? row.weightGrams === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
