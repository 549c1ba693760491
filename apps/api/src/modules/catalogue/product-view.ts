// How a product row is shown: money as "12.50" strings, dates as ISO text (DESIGN §5). The store
// front and the admin share the product's own fields; the admin also sees drafts and dates.
import {
  type AdminProduct,
  formatMinor,
  type SubscriptionInterval,
  subscriptionIntervals,
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

/** `stockAlert` comes with a list row (its variant rows counted); else it is the product's own. */
export function toAdminProduct(row: ProductRow & { stockAlert?: StockAlert | null }): AdminProduct {
  return {
    ...productFields(row),
    isDraft: row.isDraft,
    vatRate: row.vatRate,
    lowStockThreshold: row.lowStockThreshold,
    stockAlert: row.stockAlert === undefined ? stockAlertOfProduct(row) : row.stockAlert,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
