// A product subscription as the admin screen and the account page read it (DESIGN §5: money as
// "12.50", dates as ISO text).
import {
  formatMinor,
  type ProductSubscription,
  type ProductSubscriptionStatus,
  productSubscriptionStatuses,
  type SubscriptionInterval,
  subscriptionIntervals,
} from '@storefleet/contracts';
import type { SubscriptionWithProduct } from './product-subscriptions.queries.ts';

const statusOf = (value: string): ProductSubscriptionStatus =>
  productSubscriptionStatuses.find((s) => s === value) ?? 'active';
const intervalOf = (value: string): SubscriptionInterval =>
  subscriptionIntervals.find((i) => i === value) ?? 'monthly';

export function toProductSubscription(row: SubscriptionWithProduct): ProductSubscription {
  return {
    id: row.id,
    tenantId: row.tenantId,
    productId: row.productId,
    productName: row.productName,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    status: statusOf(row.status),
    amount: formatMinor(row.amountMinor),
    interval: intervalOf(row.interval),
    quantity: row.quantity,
    variantString: row.variantString ?? '',
    startDate: row.startDate.toISOString(),
    nextBillingDate: row.nextBillingDate?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    failedAttempts: row.failedAttempts,
    createdAt: row.createdAt.toISOString(),
  };
}
