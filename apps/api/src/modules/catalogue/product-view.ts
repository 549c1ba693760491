// How a product row is shown: money as "12.50" strings, dates as ISO text (DESIGN §5). The store
// front and the admin share the product's own fields; the admin also sees drafts and dates.
import {
  type AdminProduct,
  formatMinor,
  type SubscriptionInterval,
  subscriptionIntervals,
} from '@storefleet/contracts';
import type { ProductRow } from './products.queries.ts';

const isInterval = (value: string | null): value is SubscriptionInterval =>
  value !== null && (subscriptionIntervals as readonly string[]).includes(value);

/** The fields of a product that shoppers and the admin both see. */
export function productFields(row: ProductRow) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    price: formatMinor(row.priceMinor),
    image: row.image,
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

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...productFields(row),
    isDraft: row.isDraft,
    vatRate: row.vatRate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
