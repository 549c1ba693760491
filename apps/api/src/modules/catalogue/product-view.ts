// The admin's view of a product row: money as "12.50" strings, dates as ISO text (DESIGN §5).
import {
  type AdminProduct,
  formatMinor,
  type SubscriptionInterval,
  subscriptionIntervals,
} from '@storefleet/contracts';
import type { ProductRow } from './products.queries.ts';

const isInterval = (value: string | null): value is SubscriptionInterval =>
  value !== null && (subscriptionIntervals as readonly string[]).includes(value);

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    price: formatMinor(row.priceMinor),
    image: row.image,
    category: row.category,
    inStock: row.inStock,
    sizes: row.sizes,
    isDraft: row.isDraft,
    isSubscription: row.isSubscription,
    sortOrder: row.sortOrder,
    hasSubscription: row.hasSubscription,
    subscriptionPrice: row.subscriptionPriceMinor == null ? null : formatMinor(row.subscriptionPriceMinor),
    subscriptionInterval: isInterval(row.subscriptionInterval) ? row.subscriptionInterval : null,
    subscriptionTrialDays: row.subscriptionTrialDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
