// Orders as the store admin reads and changes them (spec admin §2 Order Management and Store Orders,
// §3 orders, §4 statuses and manual override, §9 page size; DESIGN §5 bounded lists, §9).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { currencyAmountSchema } from './currencies.ts';
import { idSchema } from './fields.ts';
import { customerOrderSchema, type OrderStatus, orderSearchSchema, orderStatuses } from './orders.ts';

/**
 * Spec admin §4: every status the Order Management screen can set by manual override: all of them
 * but the account page's 'processing' and 'completed'.
 */
type AdminOrderStatus = Exclude<OrderStatus, 'processing' | 'completed'>;
export const adminOrderStatuses: readonly AdminOrderStatus[] = orderStatuses.filter(
  (status): status is AdminOrderStatus => status !== 'processing' && status !== 'completed',
);

/** Spec admin §4: the statuses Store Orders can set; refunded ones are filter and display only. */
export const storeOrderSettableStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const;
export const storeOrderFilterStatuses = [
  ...storeOrderSettableStatuses,
  'refunded',
  'partially_refunded',
] as const;

/** The seven stat cards of Order Management: totals plus the main statuses. */
export const orderStatCardStatuses = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;

export const ORDER_PAGE_SIZE = 10;
export const ORDER_REFRESH_MS = 10_000;

const optionalTenantId = idSchema('Tenant id').optional();

/** GET /api/admin/orders (and its CSV twin): no tenantId from a super admin means every shop. */
export const adminOrdersQuerySchema = z.object({
  tenantId: optionalTenantId,
  status: z.string().trim().max(30).optional(),
  search: orderSearchSchema,
  limit: z.coerce.number().int().min(1).max(200).default(ORDER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** What the customer sees of an order, plus the shop, the refunds and the payment behind it. */
export const adminOrderSchema = customerOrderSchema.extend({
  tenantName: z.string(),
  tenantSlug: z.string(),
  /** In the order's currency, as every amount of the order. */
  refunded: currencyAmountSchema,
  paymentProvider: z.string().nullable(),
  /** The provider's payment id (the spec's stripePaymentIntentId): set means the warning toast applies. */
  stripePaymentIntentId: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * A move backwards (order-lifecycle.ts checkManualStatusMove) also needs `reason` and
 * `confirmBackward: true`; forwards they are optional (the reason goes on the timeline).
 */
const manualChangeFields = {
  reason: z.string().trim().max(500, 'Please keep the reason under 500 characters').optional(),
  confirmBackward: z.boolean().optional(),
};
export const orderStatusInputSchema = z.object({
  status: z.enum(adminOrderStatuses, { error: 'Please choose a valid order status' }),
  ...manualChangeFields,
});
export const storeOrderStatusInputSchema = z.object({
  status: z.enum(storeOrderSettableStatuses, { error: 'Please choose a valid order status' }),
  ...manualChangeFields,
});
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>;

/** POST /api/admin/orders/{id}/cancel: the reason goes on the timeline and in the customer's e-mail. */
export const cancelOrderInputSchema = z.object({
  reason: z.string().trim().max(500, 'Please keep the reason under 500 characters').optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

export const orderStatsQuerySchema = z.object({ tenantId: optionalTenantId });

/** GET /api/orders/stats: the spec's four figures plus a count for every status. */
export const orderStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Money taken: paid-for orders less refunds (pending and cancelled orders took nothing). */
  totalRevenue: moneySchema,
  pendingOrders: z.number().int(),
  shippedOrders: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export function orderStatusLabel(status: string): string {
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** DESIGN §4: the store a super admin's unprefixed store screens act on, as the server does. */
export const FALLBACK_STORE_ID = 1;
